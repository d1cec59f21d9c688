import { sessionHandler } from '@/lib/bff/handler';
import { ok, type Reply } from '@/lib/bff/replies';
import type { AppointmentView } from '@/lib/booking/contract';
import { deleteAppointment, updateAppointment } from '@/lib/booking/insurer';
import { appointmentNotFound, bookingFailure } from '@/lib/booking/refusals';
import type { InsurerResult } from '@/lib/insurer/request';
import { appointmentIdSchema, cancelSchema, rescheduleSchema } from '@/lib/validation/booking';

const reply = (result: InsurerResult<AppointmentView>): Reply => (result.kind === 'ok' ? ok<AppointmentView>(result.data) : bookingFailure(result));

/** PATCH `${API.appointments}/{id}` RescheduleBody → AppointmentView (state updated). */
export const PATCH = sessionHandler(rescheduleSchema, async ({ body, session, params }) => {
  const id = appointmentIdSchema.safeParse(params.id);
  if (!id.success) return appointmentNotFound();
  return reply(await updateAppointment({ jwt: session.jwt, id: id.data, start: Date.parse(body.start) }));
});

/** DELETE `${API.appointments}/{id}` {} → AppointmentView (state deleted): the place is free again. */
export const DELETE = sessionHandler(cancelSchema, async ({ session, params }) => {
  const id = appointmentIdSchema.safeParse(params.id);
  if (!id.success) return appointmentNotFound();
  return reply(await deleteAppointment({ jwt: session.jwt, id: id.data }));
});
