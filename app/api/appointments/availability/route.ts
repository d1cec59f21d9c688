import { availabilityView, bookingRefusal } from '@/lib/bff/booking';
import type { AvailabilityView } from '@/lib/bff/contract';
import { sessionGetHandler } from '@/lib/bff/handler';
import { insurerFailure, ok, serviceNotIncluded } from '@/lib/bff/replies';
import { BOOKING_SERVICES } from '@/lib/booking/services';
import { hasService } from '@/lib/config/benefit-services';
import { getAppointments, getAvailability } from '@/lib/insurer/scheduling';
import { availabilityQuerySchema } from '@/lib/validation/booking';

/**
 * GET API.availability?service= → AvailabilityView: the service's bookable slots by Brazil day and
 * the customer's upcoming appointment of it (both insurer calls at once).
 */
export const GET = sessionGetHandler(availabilityQuerySchema, async ({ body, session }) => {
  if (!hasService(session.listEcosystem, body.service)) return serviceNotIncluded();
  const { schedulingType } = BOOKING_SERVICES[body.service];
  const [slots, appointments] = await Promise.all([getAvailability({ jwt: session.jwt, schedulingType }), getAppointments({ jwt: session.jwt })]);
  if (slots.kind !== 'ok') return insurerFailure(slots, bookingRefusal);
  if (appointments.kind !== 'ok') return insurerFailure(appointments, bookingRefusal);
  return ok<AvailabilityView>(availabilityView(body.service, slots.data, appointments.data, Date.now()));
});
