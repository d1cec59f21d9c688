'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, type Ref } from 'react';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { RadioGroup } from '@/components/ui/RadioGroup';
import { cx } from '@/components/ui/cx';
import type { BookingDaysView, SlotView } from '@/lib/booking/contract';
import { brazilInstant, dayKey, formatLongDate, formatTime } from '@/lib/time/brazil';
import { DayCalendar } from './DayCalendar';
import { SlotButtonsSkeleton } from './SlotsSkeleton';
import type { DaySlots } from './useDaySlots';

export type SlotPickerProps = {
  /** The days with bookable slots (and their count of free ones). */
  days: BookingDaysView;
  /** The day shown and its slots (useDaySlots: read when the day is picked). */
  daySlots: DaySlots;
  /** The chosen slot's start (ISO), '' when none. */
  value: string;
  onChange: (start: string) => void;
  /** Rescheduling: the appointment's current start, shown but not choosable. */
  current?: string;
  error?: string;
  /** Receives focus when the form is submitted without a slot (react-hook-form's field ref). */
  ref?: Ref<HTMLFieldSetElement>;
};

/**
 * The date picker (only days with free slots) and the chosen day's slots as one radio group, read
 * when the day is picked (a skeleton meanwhile; a failure with a way to try again): free ones
 * choosable, full ones shown (disabled) as 'esgotado'. Choosing another day clears the chosen slot.
 */
export function SlotPicker({ days, daySlots, value, onChange, current, error, ref }: SlotPickerProps) {
  const t = useTranslations('Booking.form');
  const tAppointments = useTranslations('Appointments');
  const id = useId();
  const { day, setDay, load, reload } = daySlots;
  const slots: SlotView[] = load.kind === 'ready' ? load.data.slots : [];
  // Rescheduling: the current slot is not choosable, so a day whose only free slot it is has none.
  const currentDay = current ? dayKey(Date.parse(current)) : null;
  const currentHasPlace = load.kind === 'ready' && day === currentDay && slots.some((slot) => slot.start === current && slot.free > 0);
  const freeDays = useMemo(
    () => new Set(Object.keys(days).filter((d) => (days[d] ?? 0) - (d === currentDay && currentHasPlace ? 1 : 0) > 0)),
    [days, currentDay, currentHasPlace],
  );
  const freeCount = slots.filter((slot) => slot.free > 0 && slot.start !== current).length;
  const dayKeys = Object.keys(days);
  const firstDay = dayKeys[0];
  const lastDay = dayKeys.at(-1);

  const chooseDay = (next: string) => {
    setDay(next);
    if (value && dayKey(Date.parse(value)) !== next) onChange('');
  };

  return (
    <div className="flex flex-col gap-6 desktop:flex-row desktop:items-start desktop:gap-10">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">{t('dayLegend')}</legend>
        {/* The hint for the input in use, chosen by CSS (app/globals.css .hint-keys/.hint-touch) so the server's HTML is right. */}
        <p className="max-w-sm text-sm text-ink-muted">
          {t('dayHint')} <span className="hint-keys">{t('dayHintKeys')}</span>
          <span className="hint-touch">{t('dayHintTouch')}</span>
        </p>
        {firstDay && lastDay && <DayCalendar freeDays={freeDays} firstDay={firstDay} lastDay={lastDay} selected={day} onSelect={chooseDay} />}
      </fieldset>
      {/* One radio group (native radios, one name): Tab enters it at the chosen slot (else the first free one) and
          leaves it for the next field; the arrow keys move and choose, skipping the full slots. */}
      <div className="flex-1">
        <RadioGroup
          fieldsetRef={ref}
          legend={t('slotsLegend')}
          legendClassName="mb-2 text-lg font-bold text-brand-900"
          name={`${id}-slot`}
          value={value}
          onChange={onChange}
          appearance="slot"
          error={error}
          options={slots.map((slot) => {
            const isCurrent = slot.start === current;
            const full = slot.free === 0 || isCurrent;
            return {
              value: slot.start,
              disabled: full,
              label: (
                <>
                  <span className={cx(full && 'line-through')}>{formatTime(Date.parse(slot.start))}</span>
                  {full && <span className="text-xs font-normal">{isCurrent ? t('current') : t('full')}</span>}
                </>
              ),
            };
          })}
        >
          <p aria-live="polite" className="text-ink-muted">
            {day ? (
              <>
                <span className="font-semibold text-ink">{t('slotsOf', { date: formatLongDate(brazilInstant(day, '12:00')) })}</span>
                {load.kind === 'ready' && <> {t('freeCount', { count: freeCount })}</>}
              </>
            ) : (
              t('chooseDayFirst')
            )}
          </p>
          {day && load.kind === 'loading' && <SlotButtonsSkeleton label={t('loading')} />}
          {day && load.kind === 'failed' && (
            <LoadFailure failure={load} message={t('loadError')} retry={{ label: tAppointments('retry'), onClick: () => void reload() }} />
          )}
        </RadioGroup>
      </div>
    </div>
  );
}

