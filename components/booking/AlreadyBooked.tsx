'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { buttonClasses } from '@/components/ui/Button';
import type { AppointmentView } from '@/lib/booking/contract';
import { APPOINTMENTS_PATH } from '@/lib/booking/services';
import { whenParts } from './when';

/** One upcoming session per service: its time and the way to Meus Agendamentos. */
export function AlreadyBooked({ appointment, focus }: { appointment: AppointmentView; focus: boolean }) {
  const t = useTranslations('Booking.form');
  const tBooking = useTranslations('Booking');
  const lead = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (focus) lead.current?.focus();
  }, [focus]);
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <p ref={lead} tabIndex={-1} className="text-lg font-semibold text-brand-900">{t('alreadyBooked', { when: tBooking('when', whenParts(appointment.start)) })}</p>
      <p className="text-ink">{t('alreadyBookedHint')}</p>
      <Link href={APPOINTMENTS_PATH} className={buttonClasses({ variant: 'primary', appearance: 'contained' })}>
        {t('myAppointments')}
      </Link>
    </div>
  );
}
