import 'server-only';
import { bookableSlotDays, isUpcoming } from '@/lib/booking/rules';
import { BOOKING_SERVICES, type BookingServiceId } from '@/lib/booking/services';
import { getAppointments, getAvailability } from '@/lib/insurer/scheduling';
import type { Slot } from '@/lib/insurer/types';
import { withInsurerSession } from '@/lib/session/dal';
import { CODES } from './codes';
import type { AppointmentView, AppointmentsView, AvailabilityView } from './contract';
import { MESSAGES } from './messages';
import { replyLoad } from './read-reply';
import { businessFailure, failure, insurerFailure, ok, serviceNotIncluded, type Reply } from './replies';

/**
 * Video appointments: the reads of the booking pages and Meus Agendamentos (the pages seed
 * themselves with them on the server; their GET routes answer the same for a reload), and the
 * insurer's refusals as pt-BR replies.
 */

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The slots the portal's rules still allow (lib/booking/rules: on the grid, 2 hours ahead, inside
 * the window), grouped by Brazil day, and the customer's upcoming appointment of the service.
 */
export function availabilityView(service: BookingServiceId, slots: Slot[], appointments: AppointmentView[], now: number): AvailabilityView {
  const bookable = bookableSlotDays(now);
  const days = new Map<string, AvailabilityView['days'][number]>();
  for (const slot of [...slots].sort((a, b) => a.start - b.start)) {
    const day = bookable.get(slot.start);
    if (!day) continue;
    if (!days.has(day)) days.set(day, { day, slots: [] });
    days.get(day)!.slots.push({ start: iso(slot.start), free: slot.free });
  }
  const booked = appointments.find(
    (appointment) => appointment.service === service && appointment.state !== 'deleted' && isUpcoming(Date.parse(appointment.start), now),
  );
  return { service, days: [...days.values()], booked: booked ?? null };
}

/**
 * API.availability?service= → AvailabilityView: the service's bookable slots by Brazil day and the
 * customer's upcoming appointment of it (both insurer calls at once). The caller checks the service.
 */
export async function readAvailability(jwt: string, service: BookingServiceId): Promise<Reply> {
  const { schedulingType } = BOOKING_SERVICES[service];
  const [slots, appointments] = await Promise.all([getAvailability({ jwt, schedulingType }), getAppointments({ jwt })]);
  if (slots.kind !== 'ok') return insurerFailure(slots, bookingRefusal);
  if (appointments.kind !== 'ok') return insurerFailure(appointments, bookingRefusal);
  return ok<AvailabilityView>(availabilityView(service, slots.data, appointments.data, Date.now()));
}

/** API.appointments → AppointmentsView: every appointment of the customer, in every state. */
export async function readAppointments(jwt: string): Promise<Reply> {
  const result = await getAppointments({ jwt });
  return result.kind === 'ok' ? ok<AppointmentsView>({ appointments: result.data }) : insurerFailure(result, bookingRefusal);
}

const REFUSALS: Record<string, keyof typeof MESSAGES.Booking.refusals> = {
  [CODES.slotTaken]: 'slotTaken',
  [CODES.slotNotBookable]: 'notBookable',
  [CODES.alreadyBooked]: 'alreadyBooked',
  [CODES.sameTimeBooked]: 'sameTime',
  [CODES.appointmentNotFound]: 'notFound',
  [CODES.appointmentLocked]: 'locked',
};

/** The insurer refused an appointment call: its code with our pt-BR text (the service check is a 403). */
export function bookingRefusal(code: string, message: string): Reply {
  if (code === CODES.bookingNotIncluded) return serviceNotIncluded();
  const key = REFUSALS[code];
  return businessFailure(code, key ? MESSAGES.Booking.refusals[key] : message);
}

/** `${API.appointments}/{id}` with an id that cannot be one. */
export const appointmentNotFound = (): Reply => failure(404, { error: 'notFound', code: CODES.appointmentNotFound, message: MESSAGES.Booking.refusals.notFound });

/** The booking page's first paint: the service's days and slots, read on the server (the page has checked the service). */
export const availabilityLoad = async (service: BookingServiceId) =>
  replyLoad<AvailabilityView>(await withInsurerSession((jwt) => readAvailability(jwt, service)));

/** Meus Agendamentos' first paint: the customer's appointments, read on the server. */
export const appointmentsLoad = async () => replyLoad<AppointmentsView>(await withInsurerSession(readAppointments));
