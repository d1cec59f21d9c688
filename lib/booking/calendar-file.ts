import 'server-only';
import { createTranslator } from 'next-intl';
import messages from '@/messages/pt-BR.json';
import { formatDate } from '@/lib/time/brazil';
import { appointmentEvent } from './calendar';
import type { AppointmentView } from './contract';
import { appointmentIcs, uidDomainOf, type AppointmentIcs } from './ics';
import { APPOINTMENTS_PATH } from './services';

/**
 * Meus Agendamentos at the portal's own origin (lib/bff/site-origin.ts: SITE_URL, else the host the
 * customer used), where the call link opens: in every calendar entry.
 */
export const appointmentsUrl = (origin: string) => new URL(APPOINTMENTS_PATH, origin).toString();

/** An appointment's .ics file as the customer downloads it from `origin`: its content, method and pt-BR file name. */
export function appointmentCalendarFile(appointment: AppointmentView, revision: number, now: number, origin: string): AppointmentIcs & { name: string } {
  const t = createTranslator({ locale: 'pt-BR', messages, namespace: 'Calendar' });
  const service = messages.Home.services[appointment.service].title;
  const url = appointmentsUrl(origin);
  const file = appointmentIcs({
    id: appointment.id,
    uidDomain: uidDomainOf(origin),
    event: appointmentEvent(appointment.start, service, t('details', { url })),
    revision,
    cancelled: appointment.state === 'deleted',
    url,
    now,
  });
  return { ...file, name: t('fileName', { service, date: formatDate(Date.parse(appointment.start)).replaceAll('/', '-') }) };
}
