import { addDayKeys, dayKeyAtUtc, dayKeyParts } from '@/lib/time/brazil';

/**
 * The booking calendar's arithmetic on day keys (yyyy-MM-dd, Brazil days): a month's weeks and
 * where the keyboard moves the focus (WAI-ARIA APG date picker grid). Plain calendar dates, no time
 * zone, so the grid is the same on any server and in any browser.
 */

/** The days the focus may land on: free ones, between the booking window's first and last day. */
export type CalendarWindow = { firstDay: string; lastDay: string; isFree: (day: string) => boolean };

/** The keys that move the focus in the grid (Enter and Space choose: the day is a button). */
export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/** '2026-12' of '2026-12-03'. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The day of the week, Sunday 0 (the Brazilian calendar's weeks start on Sunday). */
export const weekdayOf = (day: string) => {
  const [year, month, date] = dayKeyParts(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
};

/** The same day `months` months later, or that month's last day when it is shorter (31 January + 1 → 28 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = dayKeyParts(day);
  const target = Date.UTC(year, month - 1 + months, 1);
  const length = new Date(Date.UTC(year, month + months, 0)).getUTCDate();
  return dayKeyAtUtc(target + (Math.min(date, length) - 1) * 86_400_000);
}

/** The month `months` after `month` ('2026-12', 1 → '2027-01'). */
export const shiftMonth = (month: string, months: number) => monthOf(addMonths(`${month}-01`, months));

/**
 * A month's weeks, Sunday first: its day keys, null for the cells of the months before and after.
 * Remembered (a few months): every server render of a booking page lays out the same month.
 */
export function monthWeeks(month: string): readonly (readonly (string | null)[])[] {
  let weeks = weeksByMonth.get(month);
  if (!weeks) {
    if (weeksByMonth.size >= 24) weeksByMonth.clear();
    weeks = layOut(month);
    weeksByMonth.set(month, weeks);
  }
  return weeks;
}
const weeksByMonth = new Map<string, readonly (readonly (string | null)[])[]>();

function layOut(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; monthOf(day) === month; day = addDayKeys(day, 1)) cells.push(day);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The first free day from `day` on, `step` days at a time, without leaving the window; null when there is none. */
export function freeFrom(day: string, step: number, bounds: CalendarWindow): string | null {
  for (let next = day; next >= bounds.firstDay && next <= bounds.lastDay; next = addDayKeys(next, step)) {
    if (bounds.isFree(next)) return next;
  }
  return null;
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * Where a key moves the focus from the free day `day`; null: it stays. The arrows go a day or a
 * week, skipping the days without a free slot by the same step (up and down, a week at a time);
 * Home and End the first and last free day of the week; PageUp and
 * PageDown (with Shift, a year) the free day nearest to the same day of the other month.
 */
export function moveFocus(day: string, key: CalendarKey, bounds: CalendarWindow, shift = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return freeFrom(addDayKeys(day, -1), -1, bounds);
    case 'ArrowRight':
      return freeFrom(addDayKeys(day, 1), 1, bounds);
    case 'ArrowUp':
      return freeFrom(addDayKeys(day, -7), -7, bounds);
    case 'ArrowDown':
      return freeFrom(addDayKeys(day, 7), 7, bounds);
    case 'Home':
      return freeFrom(later(addDayKeys(day, -weekdayOf(day)), bounds.firstDay), 1, bounds);
    case 'End':
      return freeFrom(earlier(addDayKeys(day, 6 - weekdayOf(day)), bounds.lastDay), -1, bounds);
    case 'PageUp': {
      const target = later(addMonths(day, shift ? -12 : -1), bounds.firstDay);
      const found = freeFrom(target, -1, bounds) ?? freeFrom(target, 1, bounds);
      return found !== null && found < day ? found : null;
    }
    case 'PageDown': {
      const target = earlier(addMonths(day, shift ? 12 : 1), bounds.lastDay);
      const found = freeFrom(target, 1, bounds) ?? freeFrom(target, -1, bounds);
      return found !== null && found > day ? found : null;
    }
  }
}

/** True for a key that moves the focus in the grid. */
export const isCalendarKey = (key: string): key is CalendarKey =>
  key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown' || key === 'Home' || key === 'End' || key === 'PageUp' || key === 'PageDown';

/**
 * The day that takes the Tab stop in a month (roving tabindex): the chosen day, else today, else
 * the month's first free day, if free and in the month; null when the month has no free day.
 */
export function tabStop(month: string, selected: string | null, today: string, bounds: CalendarWindow): string | null {
  for (const day of [selected, today]) if (day && monthOf(day) === month && bounds.isFree(day)) return day;
  const found = freeFrom(later(`${month}-01`, bounds.firstDay), 1, bounds);
  return found !== null && monthOf(found) === month ? found : null;
}
