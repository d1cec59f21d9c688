'use client';

import Link from 'next/link';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { LoadingOverlay } from '@/components/ui/LoadingOverlay';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { StatusMessage, type StatusNote } from '@/components/ui/StatusMessage';
import { Skeleton } from '@/components/ui/Skeleton';
import { awaitSurvey, dropSurvey } from '@/components/survey/pendingSurveys';
import { useBffCall } from '@/components/ui/useBffCall';
import { focusIfLost } from '@/components/ui/useFocusFallback';
import { isConnectionError, type Load } from '@/lib/bff/client';
import { API, type AppointmentView, type AppointmentsView } from '@/lib/booking/contract';
import { isUpcoming } from '@/lib/booking/rules';
import { BOOKING_SERVICES, type BookingServiceId } from '@/lib/booking/services';
import { AppointmentCard, appointmentTitleId } from './AppointmentCard';
import { useNow } from './useNow';
import { whenParts } from './when';
import { Section } from '@/components/ui/Section';

/** The reschedule dialog (and the calendar in it) is fetched when first opened. */
const RescheduleDialog = lazyComponent(() => import('./RescheduleDialog').then((m) => m.default), { loading: () => <LoadingOverlay /> });

/** A confirmation; `focusId`: where focus goes when it closes, if what opened it is gone. */

type Props = {
  /** The booking pages the customer has (from the session), for the empty state. */
  bookable: BookingServiceId[];
  /** The appointments the page read on the server; read again (API.appointments) after a change. */
  initial: Load<AppointmentsView>;
  /** Meus Agendamentos on the portal's address (SITE_URL): how to join, in the calendar entries. */
  appointmentsUrl: string;
};

/**
 * 'Meus Agendamentos': the customer's upcoming appointments (until their link closes) and the past
 * and cancelled ones, from the browser's clock; reschedule and cancel; an empty state with links to
 * the booking pages the customer has.
 */
export function AppointmentsList({ bookable, initial, appointmentsUrl }: Props) {
  const t = useTranslations('Appointments');
  const tBooking = useTranslations('Booking');
  const tServices = useTranslations('Home.services');
  const now = useNow();
  const [rescheduling, setRescheduling] = useState<AppointmentView | null>(null);
  const [cancelling, setCancelling] = useState<AppointmentView | null>(null);
  // 'Agendamento cancelado' / 'Agendamento reagendado!': routine successes, told in place (no dialog to dismiss).
  const [done, setDone] = useState<StatusNote | null>(null);
  const { call, feedback, refuse, load, reload } = useBffCall<AppointmentsView>({ sessionRequired: true, read: { path: API.appointments, initial } });

  const whenOf = (appointment: AppointmentView) => tBooking('when', whenParts(appointment.start));
  const serviceOf = (appointment: AppointmentView) => tServices(`${appointment.service}.title`);

  const confirmCancel = async () => {
    const appointment = cancelling!;
    setCancelling(null);
    const result = await call<AppointmentView>(`${API.appointments}/${appointment.id}`, {}, 'DELETE');
    if (result.ok) {
      dropSurvey(appointment.id);
      setDone({ title: t('cancelled'), message: t('cancelledMessage') });
      await reload();
      // The cancelled card left the upcoming ones, with the button the focus was on.
      focusIfLost(appointmentTitleId(appointment.id));
    } else if (!isConnectionError(result.error) && result.status !== 401) {
      refuse({ message: result.error.message });
      void reload();
    }
  };

  if (load.kind === 'loading') {
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-7 w-1/3" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  if (load.kind === 'failed') return <LoadFailure failure={load} message={t('loadError')} retry={{ label: t('retry'), onClick: () => void reload() }} />;

  const all = load.data.appointments;
  const upcoming = all.filter((a) => a.state !== 'deleted' && isUpcoming(Date.parse(a.start), now)).sort((a, b) => a.start.localeCompare(b.start));
  const past = all.filter((a) => !upcoming.includes(a)).sort((a, b) => b.start.localeCompare(a.start));
  const card = (appointment: AppointmentView) => (
    <AppointmentCard
      key={appointment.id}
      appointment={appointment}
      now={now}
      calendarUrl={upcoming.includes(appointment) ? appointmentsUrl : undefined}
      onReschedule={() => {
        setDone(null);
        setRescheduling(appointment);
      }}
      onCancel={() => {
        setDone(null);
        setCancelling(appointment);
      }}
    />
  );

  return (
    <div className="flex flex-col gap-10">
      <Section title={t('upcoming')} titleId="upcoming-appointments" titleClassName="section-title" className="flex flex-col gap-4">
        <StatusMessage note={done} />
        {upcoming.length > 0 ? <ul className="flex flex-col gap-4">{upcoming.map(card)}</ul> : <NoUpcoming bookable={bookable} />}
      </Section>
      {past.length > 0 && (
        <Section title={t('past')} titleId="past-appointments" titleClassName="section-title" className="flex flex-col gap-4">
          <ul className="flex flex-col gap-4">{past.map(card)}</ul>
        </Section>
      )}
      {rescheduling && (
        <RescheduleDialog
          appointment={rescheduling}
          serviceName={serviceOf(rescheduling)}
          onClose={() => setRescheduling(null)}
          onStale={() => void reload()}
          onDone={(updated) => {
            awaitSurvey(updated);
            setRescheduling(null);
            setDone({ title: t('rescheduled'), message: t('rescheduledMessage', { when: whenOf(updated) }) });
            void reload();
          }}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancelTitle')}
        message={t('cancelMessage', { service: cancelling ? serviceOf(cancelling) : '', when: cancelling ? whenOf(cancelling) : '' })}
        keepLabel={t('cancelKeep')}
        confirmLabel={t('cancelConfirm')}
        control="appointment-cancel-confirm"
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(null)}
      />
      {feedback}
    </div>
  );
}

/** No upcoming session: the booking pages of the services the customer has, or a word that they have none. */
function NoUpcoming({ bookable }: { bookable: BookingServiceId[] }) {
  const t = useTranslations('Appointments');
  const tServices = useTranslations('Home.services');
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <p className="text-lg font-semibold text-brand-900">{t('noUpcoming')}</p>
      {bookable.length > 0 ? (
        <>
          <p className="text-ink">{t('bookCta')}</p>
          <ul className="flex flex-col gap-2">
            {bookable.map((service) => (
              <li key={service}>
                <Link href={BOOKING_SERVICES[service].path} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  {tServices(`${service}.title`)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-ink">{t('noBookableServices')}</p>
      )}
    </div>
  );
}
