'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useId, useMemo, useState, type Ref } from 'react';
import { Skeleton } from '@/components/ui/Skeleton';
import { cx } from '@/components/ui/cx';
import type { AvailabilityView } from '@/lib/booking/contract';
import { brazilInstant, dayKey, formatLongDate, formatTime } from '@/lib/time/brazil';

/** The calendar's code (react-day-picker) is fetched with the first booking form shown. */
const DayCalendar = dynamic(() => import('./DayCalendar').then((module) => module.DayCalendar), {
  loading: () => <Skeleton className="h-80 w-full max-w-sm rounded-2xl" />,
});

export type SlotPickerProps = {
  days: AvailabilityView['days'];
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
 * The date picker (only days with free slots) and the day's slots as buttons: free ones pressable,
 * full ones shown as 'esgotado'. Choosing another day clears the chosen slot.
 */
export function SlotPicker({ days, value, onChange, current, error, ref }: SlotPickerProps) {
  const t = useTranslations('Booking.form');
  const id = useId();
  // The chosen slot's day, else (rescheduling) the current appointment's day.
  const [day, setDay] = useState<string | null>(() => {
    const shown = value || current;
    return shown ? dayKey(Date.parse(shown)) : null;
  });
  const freeDays = useMemo(
    () => new Set(days.filter((d) => d.slots.some((slot) => slot.free > 0 && slot.start !== current)).map((d) => d.day)),
    [days, current],
  );
  const slots = days.find((d) => d.day === day)?.slots ?? [];
  const freeCount = slots.filter((slot) => slot.free > 0 && slot.start !== current).length;
  const firstDay = days[0]?.day;
  const lastDay = days.at(-1)?.day;

  const chooseDay = (next: string) => {
    setDay(next);
    if (value && dayKey(Date.parse(value)) !== next) onChange('');
  };

  return (
    <div className="flex flex-col gap-6 desktop:flex-row desktop:items-start desktop:gap-10">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-lg font-bold text-brand-900">{t('dayLegend')}</legend>
        <p className="max-w-sm text-sm text-ink-muted">
          {t('dayHint')}
        </p>
        {firstDay && lastDay && <DayCalendar freeDays={freeDays} firstDay={firstDay} lastDay={lastDay} selected={day} onSelect={chooseDay} />}
      </fieldset>
      <fieldset
        ref={ref}
        tabIndex={-1}
        aria-describedby={error ? `${id}-error` : undefined}
        className="flex flex-1 flex-col gap-3 focus:outline-none"
      >
        <legend className="mb-2 text-lg font-bold text-brand-900">{t('slotsLegend')}</legend>
        <p aria-live="polite" className="text-ink-muted">
          {day ? (
            <>
              <span className="font-semibold text-ink">{t('slotsOf', { date: formatLongDate(brazilInstant(day, '12:00')) })}</span>{' '}
              {t('freeCount', { count: freeCount })}
            </>
          ) : (
            t('chooseDayFirst')
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          {slots.map((slot) => {
            const isCurrent = slot.start === current;
            const full = slot.free === 0 || isCurrent;
            const chosen = slot.start === value;
            return (
              <button
                key={slot.start}
                type="button"
                disabled={full}
                aria-pressed={full ? undefined : chosen}
                onClick={() => onChange(slot.start)}
                className={cx(
                  'inline-flex min-h-11 min-w-20 flex-col items-center justify-center rounded-full border-2 px-4 py-1 font-semibold transition-colors',
                  chosen && 'border-brand-700 bg-brand-700 text-white',
                  !chosen && !full && 'border-brand-700 bg-surface text-brand-700 hover:bg-brand-50',
                  full && 'cursor-not-allowed border-surface-muted bg-surface-muted text-ink-muted',
                )}
              >
                <span className={cx(full && 'line-through')}>{formatTime(Date.parse(slot.start))}</span>
                {full && <span className="text-xs font-normal">{isCurrent ? t('current') : t('full')}</span>}
              </button>
            );
          })}
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
