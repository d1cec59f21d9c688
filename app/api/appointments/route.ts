import { z } from '@/lib/validation/z';
import { appointmentView, appointmentViews, bookingRefusal } from '@/lib/bff/booking';
import type { AppointmentView, AppointmentsView } from '@/lib/bff/contract';
import { sessionGetHandler, sessionHandler } from '@/lib/bff/handler';
import { insurerFailure, ok, serviceNotIncluded } from '@/lib/bff/replies';
import { BOOKING_SERVICES } from '@/lib/booking/services';
import { hasService } from '@/lib/config/benefit-services';
import { createAppointment, getAppointments } from '@/lib/insurer/scheduling';
import { bookingSchema } from '@/lib/validation/booking';

/** GET API.appointments → AppointmentsView: every appointment of the customer, in every state. */
export const GET = sessionGetHandler(z.object({}), async ({ session }) => {
  const result = await getAppointments({ jwt: session.jwt });
  return result.kind === 'ok' ? ok<AppointmentsView>({ appointments: appointmentViews(result.data) }) : insurerFailure(result, bookingRefusal);
});

/** POST API.appointments BookingBody → AppointmentView: books a slot of one of the customer's services. */
export const POST = sessionHandler(bookingSchema, async ({ body, session }) => {
  if (!hasService(session.listEcosystem, body.service)) return serviceNotIncluded();
  const result = await createAppointment({
    jwt: session.jwt,
    schedulingType: BOOKING_SERVICES[body.service].schedulingType,
    start: Date.parse(body.start),
    note: body.note,
  });
  if (result.kind !== 'ok') return insurerFailure(result, bookingRefusal);
  const view = appointmentView(result.data);
  return view ? ok<AppointmentView>(view) : insurerFailure({ kind: 'malformed' });
});
