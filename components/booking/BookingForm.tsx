'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { SuccessModal } from '@/components/ui/SuccessModal';
import { useBffCall } from '@/components/ui/useBffCall';
import type { Load } from '@/lib/bff/client';
import { API, type AppointmentView, type AvailabilityView } from '@/lib/booking/contract';
import { slotFailure } from '@/lib/booking/slot-failure';
import { BOOKING_RULES } from '@/lib/booking/constants';
import type { BookingServiceId } from '@/lib/booking/services';
import { lazyResolver } from '@/components/ui/lazyResolver';
import type { BookingBody, BookingInput } from '@/lib/validation/booking';
import { SlotPicker } from './SlotPicker';
import { SlotsSkeleton } from './SlotsSkeleton';
import { useDaySlots } from './useDaySlots';
import { whenParts } from './when';
import { FormTextArea } from '@/components/ui/FormTextArea';
import type { BookingCalendar } from './BookingConfirmation';
import { useFieldMessage } from '@/components/ui/useFieldMessage';
import { lazyComponent } from '@/components/ui/lazyComponent';

// A customer with an upcoming session of the service is shown it instead of the form (few are): its code comes then.
const AlreadyBooked = lazyComponent(() => import('./AlreadyBooked').then((m) => m.AlreadyBooked));
// What the confirmation says, with 'Adicionar à agenda': its code comes once a booking is confirmed.
const BookingConfirmation = lazyComponent(() => import('./BookingConfirmation').then((m) => m.BookingConfirmation));

const resolver = lazyResolver((zodResolver) => import('@/lib/validation/booking').then((schemas) => zodResolver(schemas.bookingSchema)));

type Props = {
  service: BookingServiceId;
  /** Who holds the session ('O especialista'), for the confirmation (written on the server: Booking.services). */
  adviser: string;
  /** The days with slots, read on the server; read again (API.availability) after a change. A day's slots are read when it is picked. */
  initial: Load<AvailabilityView>;
  /** The confirmation's 'Adicionar à agenda': the service's name and Meus Agendamentos' address (SITE_URL). */
  calendar: BookingCalendar;
};

/**
 * The booking form of a video-appointment service: the calendar of days with free slots, the day's
 * slots (read when the day is picked), an optional note, 'Confirmar agendamento', then the confirmation with what happens next.
 * A customer who already has an upcoming session of the service is sent to Meus Agendamentos.
 * Errors: useBffCall's dialogs (connection, session over) and the insurer's refusals in the error
 * dialog ('Horário indisponível' for the slot; a slot just taken reads the slots again); nothing typed is lost.
 */
export function BookingForm({ service, adviser, initial, calendar }: Props) {
  const t = useTranslations('Booking');
  const tAppointments = useTranslations('Appointments');
  const router = useRouter();
  const message = useFieldMessage();
  const { call, busy, feedback, refuse, load, reload } = useBffCall<AvailabilityView>({
    sessionRequired: true,
    read: { path: `${API.availability}?${new URLSearchParams({ service })}`, initial },
  });
  const daySlots = useDaySlots(service, null);
  const [confirmed, setConfirmed] = useState<AppointmentView | null>(null);
  // Set by 'Entendi': the form the confirmation came from is gone, the booked appointment takes its place and the focus.
  const [arriving, setArriving] = useState(false);
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors },
  } = useForm<BookingInput, unknown, BookingBody>({
    resolver,
    defaultValues: { service, start: '', note: '' },
  });
  const chosen = useWatch({ control, name: 'start' });

  const onSubmit = handleSubmit(async (values) => {
    const result = await call<AppointmentView>(API.appointments, values, 'POST');
    if (result.ok) {
      // The survey about this call is asked after it (SurveyHost); its bookkeeping's code comes now,
      // not with the page. Without it (offline this moment) no survey is asked: the booking stands.
      void import('@/components/survey/pendingSurveys').then(({ awaitSurvey }) => awaitSurvey(result.data), () => undefined);
      return setConfirmed(result.data);
    }
    const failed = slotFailure(result, ['start', 'note'] as const);
    if (failed?.kind === 'invalid') failed.fields.forEach(([name, text], index) => setError(name, { type: 'server', message: text }, { shouldFocus: index === 0 }));
    if (failed?.kind !== 'refused') return;
    refuse({ title: failed.slot ? t('refusalTitle') : undefined, message: failed.message });
    if (failed.stale) {
      setValue('start', '');
      void reload();
      void daySlots.reload();
    }
    // The service is no longer among the customer's: the page renders the not-in-your-benefits notice.
    if (failed.gone) router.refresh();
  });

  const closeConfirmation = () => {
    setConfirmed(null);
    setArriving(true);
    reset({ service, start: '', note: '' });
    void reload();
  };

  let content;
  if (load.kind === 'loading') content = <SlotsSkeleton label={t('form.loading')} />;
  else if (load.kind === 'failed')
    content = <LoadFailure failure={load} message={t('form.loadError')} retry={{ label: tAppointments('retry'), onClick: () => void reload() }} />;
  else if (load.data.booked) content = <AlreadyBooked appointment={load.data.booked} focus={arriving} />;
  else if (!Object.values(load.data.days).some((free) => free > 0)) content = <p className="text-ink">{t('form.noSlots', { days: BOOKING_RULES.daysAhead })}</p>;
  else {
    const days = load.data.days;
    content = (
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-8">
        <Controller
          name="start"
          control={control}
          render={({ field }) => (
            <SlotPicker ref={field.ref} days={days} daySlots={daySlots} value={field.value} onChange={field.onChange} error={message(errors.start?.message)} />
          )}
        />
        <FormTextArea
          control={control}
          name="note"
          label={t('form.noteLabel')}
          hint={t('form.noteHint')}
          rows={4}
          maxLength={BOOKING_RULES.noteMax}
          counter={(count) => t('form.noteCounter', { count, max: BOOKING_RULES.noteMax })}
        />
        <p aria-live="polite" className="font-semibold text-ink">
          {chosen ? t('form.summary', { when: t('when', whenParts(chosen)) }) : null}
        </p>
        {/* Once a slot is chosen, stuck to the bottom of the screen (app/globals.css .booking-actions): in reach above a long day of slots. */}
        <div className="booking-actions" data-sticky={chosen ? '' : undefined}>
          <Button type="submit" busy={busy} data-control="booking-confirm" data-extra={service}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <>
      {content}
      {feedback}
      <SuccessModal
        open={confirmed !== null}
        onClose={closeConfirmation}
        title={t('success.title')}
        buttonLabel={t('success.button')}
        message={confirmed && <BookingConfirmation adviser={adviser} appointment={confirmed} calendar={calendar} />}
      />
    </>
  );
}
