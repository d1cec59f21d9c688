'use client';

import { useTranslations } from 'next-intl';
import type { AppointmentView } from '@/lib/booking/contract';
import { JOIN_WINDOW_MS } from '@/lib/booking/constants';
import { AddToCalendar } from './AddToCalendar';
import { whenParts } from './when';

/** The confirmation's 'Adicionar à agenda': the service's name and Meus Agendamentos' address (SITE_URL). */
export type BookingCalendar = { title: string; appointmentsUrl: string };

/** What the confirmation says: when, and what happens next (SPEC §9). */
export function BookingConfirmation({ adviser, appointment, calendar }: { adviser: string; appointment: AppointmentView; calendar: BookingCalendar }) {
  const t = useTranslations('Booking');
  return (
    <div className="flex flex-col gap-3 text-start">
      <p className="text-center text-lg font-semibold text-ink">{t('success.when', { when: t('when', whenParts(appointment.start)) })}</p>
      <p className="font-semibold text-ink">{t('success.next')}</p>
      <ul className="list-disc ps-5">
        <li>{t('success.wait', { adviser, minutes: JOIN_WINDOW_MS / 60_000 })}</li>
        <li>{t('success.link', { minutes: JOIN_WINDOW_MS / 60_000 })}</li>
        <li>{t('success.change')}</li>
      </ul>
      <AddToCalendar appointment={appointment} title={calendar.title} appointmentsUrl={calendar.appointmentsUrl} />
    </div>
  );
}
