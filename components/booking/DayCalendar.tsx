'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { brazilInstant, dayKey, formatLongDate } from '@/lib/time/brazil';
import { isCalendarKey, monthOf, monthWeeks, moveFocus, shiftMonth, tabStop, type CalendarWindow } from './calendar-days';

export type DayCalendarProps = {
  /** The days (yyyy-MM-dd, Brazil) that have a free slot: the only ones that can be chosen. */
  freeDays: ReadonlySet<string>;
  /** The first and last day of the booking window. */
  firstDay: string;
  lastDay: string;
  selected: string | null;
  onSelect: (day: string) => void;
};

// Names of calendar days, not instants: the UTC calendar of a day key is that Brazil day.
const monthName = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', month: 'long' });
// 'dom', 'seg', … 'sáb', from 2023-01-01 (a Sunday).
const WEEKDAYS = Array.from({ length: 7 }, (_, day) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', weekday: 'short' }).format(Date.UTC(2023, 0, 1 + day)).replace('.', ''),
);
const monthLabel = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${monthName.format(Date.UTC(year, number - 1, 15))} ${year}`;
};
// A month's days' names, remembered: every server render of a booking page names the same ~30 days
// (a few µs each with Intl); a few months of names, and starting over is cheaper than keeping an order.
const longDates = new Map<string, string>();
const longDate = (day: string) => {
  let name = longDates.get(day);
  if (name === undefined) {
    if (longDates.size >= 400) longDates.clear();
    name = formatLongDate(brazilInstant(day, '12:00'));
    longDates.set(day, name);
  }
  return name;
};

function Chevron({ points }: { points: string }) {
  return (
    <svg className="size-5 fill-current" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      <polygon points={points} />
    </svg>
  );
}

/**
 * The booking calendar: one month as a WAI-ARIA APG date picker grid (a role="grid" table, a
 * button per day named by its long date, the chosen day's cell aria-selected, one Tab stop moved
 * by the arrows, Home/End, PageUp/PageDown), only the days with a free slot enabled, Brazil days
 * whatever the browser's time zone. Hand-written, not a date-picker library: the booking window is
 * a few weeks, and react-day-picker with the date-fns it needs is 28 kB gzip of script and most of a
 * booking page's server render CPU. The cells' look is app/globals.css's .calendar-grid.
 */
export function DayCalendar({ freeDays, firstDay, lastDay, selected, onSelect }: DayCalendarProps) {
  const t = useTranslations('Booking.form');
  // Today in Brazil, marked on the grid (read once: the page is not kept open across days for long).
  const [today] = useState(() => dayKey(Date.now()));
  const [month, setMonth] = useState(() => monthOf(selected ?? [...freeDays].sort()[0] ?? firstDay));
  // The day the keyboard moved to: it keeps the Tab stop, and takes the focus once rendered.
  const [focused, setFocused] = useState<string | null>(null);
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const bounds = useMemo<CalendarWindow>(() => ({ firstDay, lastDay, isFree: (day) => freeDays.has(day) }), [freeDays, firstDay, lastDay]);

  useEffect(() => {
    if (!moved.current || !focused) return;
    moved.current = false;
    // The month's buttons are its days in order.
    grid.current?.querySelectorAll('button')[Number(focused.slice(8)) - 1]?.focus();
  }, [focused, month]);

  const stop = focused && monthOf(focused) === month && bounds.isFree(focused) ? focused : tabStop(month, selected, today, bounds);
  const hasPrevious = month > monthOf(firstDay);
  const hasNext = month < monthOf(lastDay);

  const onKeyDown = (event: KeyboardEvent, day: string) => {
    if (!isCalendarKey(event.key)) return;
    event.preventDefault();
    const next = moveFocus(day, event.key, bounds, event.shiftKey);
    if (!next) return;
    moved.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  };

  const label = (day: string) => {
    const name = day === today ? t('dayToday', { date: longDate(day) }) : longDate(day);
    return day === selected ? t('daySelected', { day: name }) : name;
  };

  return (
    <div className="relative w-fit max-w-full">
      <nav className="absolute end-0 top-0 flex gap-1" aria-label={t('calendarNav')}>
        <button
          type="button"
          className="calendar-nav"
          aria-label={t('previousMonth')}
          aria-disabled={!hasPrevious || undefined}
          onClick={() => hasPrevious && setMonth(shiftMonth(month, -1))}
        >
          <Chevron points="16 18.112 9.81111111 12 16 5.87733333 14.0888889 4 6 12 14.0888889 20" />
        </button>
        <button
          type="button"
          className="calendar-nav"
          aria-label={t('nextMonth')}
          aria-disabled={!hasNext || undefined}
          onClick={() => hasNext && setMonth(shiftMonth(month, 1))}
        >
          <Chevron points="8 18.112 14.18888889 12 8 5.87733333 9.91111111 4 18 12 9.91111111 20" />
        </button>
      </nav>
      <div className="flex flex-col gap-2">
        <div className="flex h-11 items-center pe-24 text-lg font-bold capitalize text-brand-900">
          <span role="status" aria-live="polite">
            {monthLabel(month)}
          </span>
        </div>
        <table role="grid" aria-label={monthLabel(month)} className="calendar-grid" ref={grid}>
          {/* Each day's name says its weekday: the header row is for the eyes. */}
          <thead aria-hidden="true">
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday} scope="col">
                  {weekday}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((day, column) =>
                  day ? (
                    <td key={day} className={day === today ? 'calendar-today' : undefined} aria-selected={day === selected || undefined}>
                      <button
                        type="button"
                        disabled={!bounds.isFree(day)}
                        tabIndex={bounds.isFree(day) ? (day === stop ? 0 : -1) : undefined}
                        aria-label={label(day)}
                        onClick={() => {
                          setFocused(day);
                          onSelect(day);
                        }}
                        onKeyDown={(event) => onKeyDown(event, day)}
                      >
                        {Number(day.slice(8))}
                      </button>
                    </td>
                  ) : (
                    <td key={column} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="sr-only" role="status" aria-live="polite">
        {selected ? t('selectedDay', { date: longDate(selected) }) : null}
      </div>
    </div>
  );
}
