import 'server-only';
import { createTranslator } from 'next-intl';
import messages from '@/messages/pt-BR.json';
import { getEnv } from '@/lib/env';
import { formatDate } from '@/lib/time/brazil';
import { appointmentEvent } from './calendar';
import type { AppointmentView } from './contract';
import { appointmentIcs, type AppointmentIcs } from './ics';
import { APPOINTMENTS_PATH } from './services';

/** Meus Agendamentos on the portal's own address (SITE_URL), where the call link opens: in every calendar entry. */
export const appointmentsUrl = () => new URL(APPOINTMENTS_PATH, getEnv().SITE_URL).toString();

/** An appointment's .ics file as the customer downloads it: its content, method and pt-BR file name. */
export function appointmentCalendarFile(appointment: AppointmentView, revision: number, now: number): AppointmentIcs & { name: string } {
  const t = createTranslator({ locale: 'pt-BR', messages, namespace: 'Calendar' });
  const service = messages.Home.services[appointment.service].title;
  const url = appointmentsUrl();
  const file = appointmentIcs({
    id: appointment.id,
    event: appointmentEvent(appointment.start, service, t('details', { url })),
    revision,
    cancelled: appointment.state === 'deleted',
    url,
    now,
  });
  return { ...file, name: t('fileName', { service, date: formatDate(Date.parse(appointment.start)).replaceAll('/', '-') }) };
}
