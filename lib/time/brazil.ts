/**
 * Brazil time (SPEC §9): every date and time the portal shows is in America/Sao_Paulo, whatever the
 * server's or the browser's time zone. dd/mm/yyyy, HH:mm, Portuguese names. Pure functions of
 * instants (Date or epoch ms), safe on the server and in the browser.
 *
 * Every format reads one cached Intl.DateTimeFormat, so a page that shows a date sends no date
 * library to the browser, and a booking page formats its hundreds of slots at about 1 µs each
 * (date-fns with a time zone: 10–25 µs). lib/time/brazil.test.ts checks they give date-fns's text.
 * Wall-clock times to instants and day arithmetic are here too, with the same Intl format (the
 * booking calendar runs them in the browser); relative times and ISO with the offset are in
 * ./brazil-calendar.ts (date-fns, server-side).
 */
export const BRAZIL_TZ = 'America/Sao_Paulo';

export type Instant = Date | number;

const numericParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BRAZIL_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const weekdayFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: BRAZIL_TZ, weekday: 'long' });
const longDateFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: BRAZIL_TZ, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthFormat = new Intl.DateTimeFormat('pt-BR', { timeZone: BRAZIL_TZ, month: 'long', year: 'numeric' });

type Parts = { year: string; month: string; day: string; hour: string; minute: string };

function partsOf(instant: Instant): Parts {
  const parts: Partial<Parts> = {};
  for (const { type, value } of numericParts.formatToParts(instant)) {
    if (type === 'year' || type === 'month' || type === 'day' || type === 'hour' || type === 'minute') parts[type] = value;
  }
  return parts as Parts;
}

/** 24/11/2026 */
export const formatDate = (instant: Instant) => {
  const { day, month, year } = partsOf(instant);
  return `${day}/${month}/${year}`;
};

/** 14:30 */
export const formatTime = (instant: Instant) => {
  const { hour, minute } = partsOf(instant);
  return `${hour}:${minute}`;
};

/** 24/11/2026 às 14:30 */
export const formatDateTime = (instant: Instant) => `${formatDate(instant)} às ${formatTime(instant)}`;

/** terça-feira, 24 de novembro de 2026 */
export const formatLongDate = (instant: Instant) => longDateFormat.format(instant);

/** novembro de 2026 */
export const formatMonth = (instant: Instant) => monthFormat.format(instant);

/** terça-feira */
export const formatWeekday = (instant: Instant) => weekdayFormat.format(instant);

/** The Brazil calendar day of an instant, as an ISO day key: 2026-11-24. */
export const dayKey = (instant: Instant) => {
  const { year, month, day } = partsOf(instant);
  return `${year}-${month}-${day}`;
};

/** The Brazil calendar year of an instant: 2026 (at 2027-01-01T02:00Z it is still 2026 in Brazil). */
export const brazilYear = (instant: Instant) => Number(partsOf(instant).year);

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const WALL_TIME = /^(\d{2}):(\d{2})$/;

/**
 * True when a string is a real calendar day key (yyyy-MM-dd). Whether a day exists is the same in
 * every time zone, so UTC arithmetic says it: parsing it in Brazil time with date-fns cost about a
 * quarter of a millisecond, on every answer of the salary partner.
 */
export function isDayKey(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day;
}

/** A Brazil wall-clock time read as if it were UTC (ms): the instant's calendar fields, to the minute. */
function wallClockOf(instant: number): number {
  const { year, month, day, hour, minute } = partsOf(instant);
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
}

/** Brazil's offset from UTC at an instant, in ms: −3 h (−2 h in the summers until 2019). */
const offsetAt = (instant: number) => wallClockOf(instant) - Math.floor(instant / MINUTE_MS) * MINUTE_MS;

/**
 * The instant of a Brazil wall-clock time on a day key: ('2026-11-24', '07:30') → 10:30 UTC; an
 * invalid day or time gives an Invalid Date. The offset is Intl's (the same answers as date-fns
 * with the time zone, lib/time/brazil.test.ts): a guess from the offset at the wall-clock time read
 * as UTC, corrected once by the offset at the guess; a time skipped by a summer-time start (00:30 on
 * its first day) keeps the guess, one hour later, as date-fns does.
 */
export function brazilInstant(day: string, time = '00:00'): Date {
  const clock = WALL_TIME.exec(time);
  if (!isDayKey(day) || !clock) return new Date(Number.NaN);
  const [year, month, dayOfMonth] = dayKeyParts(day);
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  if (hour > 23 || minute > 59) return new Date(Number.NaN);
  const wall = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  const guess = wall - offsetAt(wall);
  const corrected = wall - offsetAt(guess);
  return new Date(corrected !== guess && wallClockOf(corrected) === wall ? corrected : guess);
}

/** A day key's year, month (1–12) and day of the month. */
export const dayKeyParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The day key of a UTC midnight (ms): calendar arithmetic on day keys runs in UTC, where no day is skipped. */
export const dayKeyAtUtc = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** The day key `days` calendar days after `day` (Brazil calendar: plain date arithmetic, no time zone involved). */
export function addDayKeys(day: string, days: number): string {
  const [year, month, dayOfMonth] = dayKeyParts(day);
  return dayKeyAtUtc(Date.UTC(year, month - 1, dayOfMonth) + days * DAY_MS);
}
