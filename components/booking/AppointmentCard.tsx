'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { cx } from '@/components/ui/cx';
import { useFocusFallback } from '@/components/ui/useFocusFallback';
import type { AppointmentView } from '@/lib/booking/contract';
import { canChange, JOIN_WINDOW_MS } from '@/lib/booking/rules';
import { AddToCalendar, RemoveFromCalendar } from './AddToCalendar';
import { JoinLink } from './JoinLink';
import { whenParts } from './when';

type Props = {
  appointment: AppointmentView;
  /** The browser's clock (useNow). */
  now: number;
  /** For an upcoming appointment, Meus Agendamentos' address (SITE_URL): with it, 'Adicionar à agenda'. */
  calendarUrl?: string;
  onReschedule: () => void;
  onCancel: () => void;
};

const STATE_STYLES: Record<AppointmentView['state'], string> = {
  created: 'bg-brand-50 text-brand-900',
  active: 'bg-success text-white',
  updated: 'bg-brand-50 text-brand-900',
  deleted: 'bg-surface-muted text-ink',
};

/** The id of an appointment's title: it labels the card, and takes focus after a cancellation (the card's buttons are gone then). */
export const appointmentTitleId = (id: AppointmentView['id']) => `appointment-${id}`;

/** One appointment: service, date and time (Brazil), state and its message, the note, the join link and the actions. */
export function AppointmentCard({ appointment, now, calendarUrl, onReschedule, onCancel }: Props) {
  const t = useTranslations('Appointments');
  const tBooking = useTranslations('Booking');
  const tServices = useTranslations('Home.services');
  const start = Date.parse(appointment.start);
  const service = tServices(`${appointment.service}.title`);
  const when = tBooking('when', whenParts(start));
  const live = appointment.state !== 'deleted';
  const changeable = live && canChange(start, now);
  const titleId = appointmentTitleId(appointment.id);
  // Once cancelled, the card moves to the past ones without its buttons: focus goes to its title.
  const keepFocusInCard = useFocusFallback<HTMLButtonElement>(titleId);
  return (
    <li>
      <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-surface p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} tabIndex={-1} className="text-lg font-bold text-brand-900">
            {service}
          </h3>
          <p className={cx('rounded-full px-3 py-1 text-sm font-semibold', STATE_STYLES[appointment.state])}>
            <span className="sr-only">{t('stateLabel')} </span>
            {t(`states.${appointment.state}.label`)}
          </p>
        </div>
        <p className="text-lg font-semibold text-ink first-letter:uppercase">{when}</p>
        <p className="text-ink-muted">{t(`states.${appointment.state}.message`, { minutes: JOIN_WINDOW_MS / 60_000 })}</p>
        {appointment.note && <p className="break-words text-ink">{t('note', { note: appointment.note })}</p>}
        {live && <JoinLink start={start} url={appointment.joinUrl} now={now} />}
        {live && calendarUrl && <AddToCalendar appointment={appointment} title={service} appointmentsUrl={calendarUrl} />}
        {!live && start > now && <RemoveFromCalendar id={appointment.id} />}
        {changeable && (
          <div role="group" aria-label={t('actionsOf', { service, when })} className="flex flex-wrap gap-3">
            <Button variant="primary" appearance="outlined" onClick={onReschedule} data-control="appointment-reschedule" data-extra={appointment.service}>
              {t('reschedule')}
            </Button>
            <Button ref={keepFocusInCard} variant="terceary" appearance="outlined" onClick={onCancel} data-control="appointment-cancel" data-extra={appointment.service}>
              {t('cancel')}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
