'use client';

import { useTranslations } from 'next-intl';
import { format, getWeek } from 'date-fns';
import { useState } from 'react';
import { DayButton as LibraryDayButton, DayPicker, type DayButtonProps, type DayProps, type WeekdayProps } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale/pt-BR';
import { brazilInstant, dayKey, formatLongDate } from '@/lib/time/brazil';

export type DayCalendarProps = {
  /** The days (yyyy-MM-dd, Brazil) that have a free slot: the only ones that can be chosen. */
  freeDays: ReadonlySet<string>;
  /** The first and last day of the booking window. */
  firstDay: string;
  lastDay: string;
  selected: string | null;
  onSelect: (day: string) => void;
};

const noon = (day: string) => brazilInstant(day, '12:00');

/**
 * The calendar works on calendar days, not instants: a day key (a Brazil day, yyyy-MM-dd) is shown
 * as the same y/m/d in plain local dates, and read back the same way, so the grid is right in any
 * server's or browser's time zone. react-day-picker's `timeZone` prop would do the same with a
 * TZDate for every date it computes, which made the month's server render most of a booking page's
 * CPU (a profile: TZDate and getWeek).
 */
const calendarDate = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 12);
};
const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

// DayPicker's parts styled with the portal's tokens (no stylesheet of its own is loaded); the parts repeated
// for every day (cell, day button, weekday; the chosen day by its aria-selected, today by .calendar-today) are
// styled by app/globals.css's .calendar-grid, so the month's HTML carries no class list per day (undefined,
// not '': no empty class attribute either).
const CLASS_NAMES = {
  root: 'relative w-fit max-w-full',
  months: 'flex flex-col',
  month: 'flex flex-col gap-2',
  month_caption: 'flex h-11 items-center pe-24 text-lg font-bold capitalize text-brand-900',
  nav: 'absolute end-0 top-0 flex gap-1',
  button_previous: 'calendar-nav',
  button_next: 'calendar-nav',
  chevron: 'size-5 fill-current',
  month_grid: 'calendar-grid',
  weekdays: undefined,
  weekday: undefined,
  week: undefined,
  day: undefined,
  day_button: undefined,
  selected: undefined,
  today: 'calendar-today',
  outside: 'invisible',
  hidden: 'invisible',
  disabled: undefined,
  footer: 'sr-only',
};

/**
 * A day's cell: DayPicker's without what it writes on every day that nothing needs (data-*
 * attributes nothing reads, an empty class, role="gridcell": a td of a role="grid" table is a
 * gridcell already), so each of the month's ~40 cells is a bare td.
 */
function Day({ className, children, ...props }: DayProps) {
  return (
    <td className={className?.trim() || undefined} aria-selected={props['aria-selected']} aria-label={props['aria-label']}>
      {children}
    </td>
  );
}

/** A day's button: a disabled one needs no tabindex (it cannot take focus). */
function DayButton(props: DayButtonProps) {
  return <LibraryDayButton {...props} tabIndex={props.disabled ? undefined : props.tabIndex} />;
}

/** A weekday's column header: no aria-label, the header row is aria-hidden (each day's name says its weekday). */
function Weekday(props: WeekdayProps) {
  return <th {...props} aria-label={undefined} />;
}

const COMPONENTS = { Day, DayButton, Weekday };

/**
 * DayPicker's date library with date-fns's `format` and `getWeek` remembered by instant: a month's
 * render formats every one of its ~42 days four times (its keys, its label, its number) and asks
 * each week's number, the same few hundred answers on every request for the same month (most of
 * the calendar's server CPU in a profile). The answers are date-fns's own, with the options this
 * calendar's DayPicker passes (always ptBR): a key needs neither locale nor options.
 */
const remembered = new Map<string, string | number>();
function remember<T extends string | number>(key: string, compute: () => T): T {
  const known = remembered.get(key);
  if (known !== undefined) return known as T;
  const value = compute();
  // A few months of answers; starting over is cheaper than keeping an order.
  if (remembered.size >= 2000) remembered.clear();
  remembered.set(key, value);
  return value;
}
const DATE_LIB = {
  format: (date: Date | number, formatStr: string, options?: Parameters<typeof format>[2]) =>
    remember(`${formatStr}|${+date}`, () => format(date, formatStr, options)),
  getWeek: (date: Date | number, options?: Parameters<typeof getWeek>[1]) => remember(`week|${+date}`, () => getWeek(date, options)),
};

/** The booking calendar (react-day-picker): Brazil days, Portuguese names, keyboard navigation, only free days enabled. */
export function DayCalendar({ freeDays, firstDay, lastDay, selected, onSelect }: DayCalendarProps) {
  const t = useTranslations('Booking.form');
  const firstFree = [...freeDays].sort()[0] ?? firstDay;
  // Today in Brazil, marked on the grid (read once: the page is not kept open across days for long).
  const [today] = useState(() => calendarDate(dayKey(Date.now())));
  return (
    <DayPicker
      mode="single"
      required
      locale={ptBR}
      dateLib={DATE_LIB}
      today={today}
      selected={selected ? calendarDate(selected) : undefined}
      onSelect={(date) => onSelect(dayOf(date))}
      defaultMonth={calendarDate(selected ?? firstFree)}
      startMonth={calendarDate(firstDay)}
      endMonth={calendarDate(lastDay)}
      disabled={(date) => !freeDays.has(dayOf(date))}
      classNames={CLASS_NAMES}
      components={COMPONENTS}
      footer={selected ? t('selectedDay', { date: formatLongDate(noon(selected)) }) : undefined}
    />
  );
}
