import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { refusalFrom } from '@/lib/bff/refusals';
import { failure, insurerFailure, type Reply } from '@/lib/bff/replies';
import type { InsurerFailure } from '@/lib/insurer/request';

const { refusals } = MESSAGES.Booking;

/**
 * The insurer's refusals of the appointment calls, in the portal's words (a code without its own
 * text keeps the insurer's message); a service that is not among the customer's is a 403.
 */
export const bookingRefusal = refusalFrom({
  [CODES.bookingNotIncluded]: { status: 403, code: CODES.serviceNotIncluded, message: MESSAGES.NotInBenefits.title },
  [CODES.slotTaken]: { message: refusals.slotTaken },
  [CODES.slotNotBookable]: { message: refusals.notBookable },
  [CODES.alreadyBooked]: { message: refusals.alreadyBooked },
  [CODES.sameTimeBooked]: { message: refusals.sameTime },
  [CODES.appointmentNotFound]: { message: refusals.notFound },
  [CODES.appointmentLocked]: { message: refusals.locked },
});

/** Any failed appointment call, as the appointment routes answer it. */
export const bookingFailure = (result: InsurerFailure): Reply => insurerFailure(result, bookingRefusal);

/** `${API.appointments}/{id}` with an id that cannot be one. */
export const appointmentNotFound = (): Reply => failure(404, { error: 'notFound', code: CODES.appointmentNotFound, message: refusals.notFound });
