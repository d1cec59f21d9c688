import { sessionGetHandler } from '@/lib/bff/handler';
import { requestSiteOrigin } from '@/lib/bff/site-origin';
import { fileReply, serviceNotIncluded } from '@/lib/bff/replies';
import { appointmentCalendarFile } from '@/lib/booking/calendar-file';
import { getAppointment } from '@/lib/booking/insurer';
import { appointmentNotFound, bookingFailure } from '@/lib/booking/refusals';
import { hasService } from '@/lib/config/benefit-services';
import { appointmentIdSchema } from '@/lib/validation/booking';
import { noInputSchema } from '@/lib/validation/no-input';

/**
 * GET icsPath(id) (lib/booking/calendar.ts) → the appointment's .ics file (lib/booking/ics.ts):
 * METHOD:REQUEST while it stands, METHOD:CANCEL once cancelled. Only the customer's own
 * appointments: any other id is 404.
 */
export const GET = sessionGetHandler(noInputSchema, async ({ request, session, params }) => {
  const id = appointmentIdSchema.safeParse(params.id);
  if (!id.success) return appointmentNotFound();
  const result = await getAppointment({ jwt: session.jwt, id: id.data });
  if (result.kind !== 'ok') return bookingFailure(result);
  if (!result.data) return appointmentNotFound();
  const { appointment, revision } = result.data;
  if (!hasService(session.listEcosystem, appointment.service)) return serviceNotIncluded();
  const file = appointmentCalendarFile(appointment, revision, Date.now(), requestSiteOrigin(request));
  return fileReply(file.text, `text/calendar; charset=utf-8; method=${file.method}`, file.name);
});
