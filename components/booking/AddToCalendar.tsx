'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { appointmentEvent, calendarLinks, icsPath } from '@/lib/booking/calendar';
import type { AppointmentView } from '@/lib/booking/contract';

type Props = {
  appointment: Pick<AppointmentView, 'id' | 'start'>;
  /** The service's name: the calendar entry's title. */
  title: string;
  /** Meus Agendamentos on the portal's address (SITE_URL, given by the page): where the call link opens. */
  appointmentsUrl: string;
};

const ITEM = 'block rounded-xl px-4 py-2 font-semibold text-brand-900 underline-offset-2 hover:bg-brand-50 hover:underline focus:bg-brand-50';

/**
 * 'Adicionar à agenda': a disclosure button with the three ways, the .ics file
 * (app/api/appointments/[id]/ics), Google Agenda and Outlook (in a new tab). Escape, choosing one
 * or leaving it closes it; focus goes back to the button.
 */
export function AddToCalendar({ appointment, title, appointmentsUrl }: Props) {
  const t = useTranslations('Calendar');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const links = calendarLinks(appointmentEvent(appointment.start, title, t('details', { url: appointmentsUrl })));

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Only this list closes, not a dialog around it (useEscape skips a handled Escape).
    event.preventDefault();
    close();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className="flex flex-col items-start gap-2" onKeyDown={onKeyDown} onBlur={onBlur}>
      <Button
        ref={buttonRef}
        variant="primary"
        appearance="outlined"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        data-control="appointment-calendar"
      >
        {t('add')}
      </Button>
      <ul id={listId} hidden={!open} aria-label={t('add')} className="flex flex-col gap-1 rounded-2xl border border-brand-100 bg-surface p-2 shadow-lg">
        <li>
          <a href={icsPath(appointment.id)} download onClick={close} className={ITEM} data-control="appointment-calendar-ics">
            {t('ics')}
          </a>
        </li>
        <li>
          <a href={links.google} target="_blank" rel="noopener noreferrer" onClick={close} className={ITEM} data-control="appointment-calendar-google">
            {t('google')} <span className="sr-only">{t('newTab')}</span>
          </a>
        </li>
        <li>
          <a href={links.outlook} target="_blank" rel="noopener noreferrer" onClick={close} className={ITEM} data-control="appointment-calendar-outlook">
            {t('outlook')} <span className="sr-only">{t('newTab')}</span>
          </a>
        </li>
      </ul>
    </div>
  );
}

/**
 * A cancelled appointment that was still to come: its calendar file, now METHOD:CANCEL with the same
 * UID, takes the event out of the calendar it was added to (Google and Outlook links cannot).
 */
export function RemoveFromCalendar({ id }: { id: AppointmentView['id'] }) {
  const t = useTranslations('Calendar');
  const hintId = useId();
  return (
    <p className="flex flex-col gap-1">
      <a href={icsPath(id)} download aria-describedby={hintId} className="font-semibold text-brand-700 underline underline-offset-2" data-control="appointment-calendar-remove">
        {t('remove')}
      </a>
      <span id={hintId} className="text-sm text-ink-muted">
        {t('removeHint')}
      </span>
    </p>
  );
}
