'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { CloseButton } from '@/components/ui/CloseButton';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { ModalFrame } from '@/components/ui/ModalFrame';
import { useBffCall } from '@/components/ui/useBffCall';
import { API, type AppointmentView, type AvailabilityView } from '@/lib/booking/contract';
import { slotFailure } from '@/lib/booking/slot-failure';
import { dayKey } from '@/lib/time/brazil';
import { rescheduleSchema, type RescheduleBody } from '@/lib/validation/booking';
import { SlotPicker } from './SlotPicker';
import { SlotsSkeleton } from './SlotsSkeleton';
import { useDaySlots } from './useDaySlots';
import { whenParts } from './when';
import { useFieldMessage } from '@/components/ui/useFieldMessage';

type Props = {
  appointment: AppointmentView;
  /** The service's name, for the title. */
  serviceName: string;
  onClose: () => void;
  /** The insurer moved the appointment. */
  onDone: (updated: AppointmentView) => void;
  /** The appointment changed meanwhile (cancelled, started): the list should be read again. */
  onStale: () => void;
};

/** Reschedule an appointment: the same calendar and slots as booking (same rules), the current slot marked. */
export default function RescheduleDialog({ appointment, serviceName, onClose, onDone, onStale }: Props) {
  const t = useTranslations('Appointments');
  const tBooking = useTranslations('Booking');
  const router = useRouter();
  const titleId = useId();
  const message = useFieldMessage();
  const { call, busy, feedback, refuse, load, reload } = useBffCall<AvailabilityView>({
    sessionRequired: true,
    read: { path: `${API.availability}?${new URLSearchParams({ service: appointment.service })}` },
  });
  // The current appointment's day is shown first.
  const daySlots = useDaySlots(appointment.service, dayKey(Date.parse(appointment.start)));
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<RescheduleBody>({ resolver: zodResolver(rescheduleSchema), defaultValues: { start: '' } });
  const chosen = useWatch({ control, name: 'start' });

  const onSubmit = handleSubmit(async (values) => {
    const result = await call<AppointmentView>(`${API.appointments}/${appointment.id}`, values, 'PATCH');
    if (result.ok) return onDone(result.data);
    const failed = slotFailure(result, ['start'] as const);
    if (failed?.kind === 'invalid') setError('start', { type: 'server', message: failed.fields[0]![1] }, { shouldFocus: true });
    if (failed?.kind !== 'refused') return;
    refuse({ title: failed.slot ? tBooking('refusalTitle') : undefined, message: failed.message });
    if (failed.stale) {
      setValue('start', '');
      void reload();
      void daySlots.reload();
      onStale();
    }
    // The service is no longer among the customer's: the page follows.
    if (failed.gone) router.refresh();
  });

  const current = <p className="text-ink">{t('rescheduleCurrent', { when: tBooking('when', whenParts(appointment.start)) })}</p>;

  // The dialog is at most the screen's height (ModalFrame): its body scrolls inside, between the title and the
  // footer with 'Confirmar novo horário', so the action stays in view on a phone whatever the day's slots.
  return (
    <ModalFrame open onClose={onClose} labelledBy={titleId} className="desktop:max-w-[770px]">
      <div className="flex shrink-0 items-start justify-between gap-4 border-b border-surface-muted px-6 pt-6 pb-4">
        <h2 id={titleId} className="pt-1.5 text-xl font-bold text-brand-900">
          {t('rescheduleTitle', { service: serviceName })}
        </h2>
        <CloseButton onClick={onClose} />
      </div>
      {load.kind === 'ready' ? (
        <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
          <div className="flex min-h-0 flex-1 flex-col gap-6 overflow-y-auto px-6 py-5">
            {current}
            <Controller
              name="start"
              control={control}
              render={({ field }) => (
                <SlotPicker
                  ref={field.ref}
                  days={load.data.days}
                  daySlots={daySlots}
                  value={field.value}
                  onChange={field.onChange}
                  current={appointment.start}
                  error={message(errors.start?.message)}
                />
              )}
            />
            <p aria-live="polite" className="font-semibold text-ink">
              {chosen ? tBooking('form.summary', { when: tBooking('when', whenParts(chosen)) }) : null}
            </p>
          </div>
          <div className="flex shrink-0 flex-col-reverse gap-3 border-t border-surface-muted px-6 py-3 desktop:flex-row desktop:justify-end desktop:py-4">
            <Button variant="primary" appearance="outlined" onClick={onClose}>
              {t('cancelKeep')}
            </Button>
            <Button type="submit" busy={busy} data-control="appointment-reschedule-confirm" data-extra={appointment.service}>
              {t('rescheduleSubmit')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-6 px-6 py-5">
          {current}
          {load.kind === 'loading' && <SlotsSkeleton label={tBooking('form.loading')} />}
          {load.kind === 'failed' && <LoadFailure failure={load} message={tBooking('form.loadError')} retry={{ label: t('retry'), onClick: () => void reload() }} />}
        </div>
      )}
      {feedback}
    </ModalFrame>
  );
}
