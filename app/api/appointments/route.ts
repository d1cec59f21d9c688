import { sessionGetHandler, sessionHandler } from '@/lib/bff/handler';
import { ok, serviceNotIncluded } from '@/lib/bff/replies';
import type { AppointmentView } from '@/lib/booking/contract';
import { createAppointment } from '@/lib/booking/insurer';
import { readAppointments } from '@/lib/booking/load';
import { bookingFailure } from '@/lib/booking/refusals';
import { BOOKING_SERVICES } from '@/lib/booking/services';
import { hasService } from '@/lib/config/benefit-services';
import { bookingSchema } from '@/lib/validation/booking';
import { noInputSchema } from '@/lib/validation/no-input';

/** GET API.appointments → AppointmentsView: every appointment of the customer, in every state (Meus Agendamentos reads it again after a change). */
export const GET = sessionGetHandler(noInputSchema, ({ session }) => readAppointments(session.jwt));

/** POST API.appointments BookingBody → AppointmentView: books a slot of one of the customer's services. */
export const POST = sessionHandler(bookingSchema, async ({ body, session }) => {
  if (!hasService(session.listEcosystem, body.service)) return serviceNotIncluded();
  const result = await createAppointment({
    jwt: session.jwt,
    schedulingType: BOOKING_SERVICES[body.service].schedulingType,
    start: Date.parse(body.start),
    note: body.note,
  });
  return result.kind === 'ok' ? ok<AppointmentView>(result.data) : bookingFailure(result);
});
