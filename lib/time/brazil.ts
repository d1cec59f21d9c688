import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, formatDistanceStrict, parse } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';

/**
 * Brazil time (SPEC §9): every date and time the portal shows or computes is in America/Sao_Paulo,
 * whatever the server's or the browser's time zone. dd/mm/yyyy, HH:mm, Portuguese names.
 * Pure functions of instants (Date or epoch ms), safe on the server and in the browser.
 */
export const BRAZIL_TZ = 'America/Sao_Paulo';

const inBrazil = tz(BRAZIL_TZ);
const options = { in: inBrazil, locale: ptBR } as const;

type Instant = Date | number;

/**
 * The hot formats (dd/mm/yyyy, HH:mm, the day key, the year, the weekday) read one cached
 * Intl.DateTimeFormat each: date-fns with a time zone costs 10–25 µs a call against about 1 µs, and
 * a booking page formats every one of its hundreds of slots (lib/time/brazil.test.ts checks both
 * give the same text). The rarer long formats keep date-fns.
 */
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
export const formatLongDate = (instant: Instant) => format(instant, "EEEE, d 'de' MMMM 'de' yyyy", options);

/** novembro de 2026 */
export const formatMonth = (instant: Instant) => format(instant, "MMMM 'de' yyyy", options);

/** The instant in Brazil time as ISO 8601 with its offset: 2026-11-24T07:30:00-03:00. */
export const brazilIso = (instant: Instant) => format(instant, "yyyy-MM-dd'T'HH:mm:ssXXX", { in: inBrazil });

/** The Brazil calendar day of an instant, as an ISO day key: 2026-11-24. */
export const dayKey = (instant: Instant) => {
  const { year, month, day } = partsOf(instant);
  return `${year}-${month}-${day}`;
};

/** The instant of a Brazil wall-clock time on a day key: ('2026-11-24', '07:30') → 10:30 UTC. */
export function brazilInstant(day: string, time = '00:00'): Date {
  return new Date(parse(`${day} ${time}`, 'yyyy-MM-dd HH:mm', new TZDate(0, BRAZIL_TZ)).getTime());
}

/** The day key `days` calendar days after `day` (Brazil calendar; no DST surprises). */
export const addDayKeys = (day: string, days: number) => dayKey(addDays(brazilInstant(day, '12:00'), days));

/** True when a string is a real calendar day key (yyyy-MM-dd). */
export function isDayKey(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const noon = brazilInstant(value, '12:00');
  return !Number.isNaN(noon.getTime()) && dayKey(noon) === value;
}

/** 'há 3 dias', 'há 2 horas' (strict units, Portuguese), from `now`. */
export const ago = (instant: Instant, now: Instant) => formatDistanceStrict(instant, now, { locale: ptBR, addSuffix: true, roundingMethod: 'floor' });

/** The Brazil calendar year of an instant: 2026 (at 2027-01-01T02:00Z it is still 2026 in Brazil). */
export const brazilYear = (instant: Instant) => Number(partsOf(instant).year);

/** A Brazil calendar year as instants: from 1 January 00:00 to the next 1 January 00:00 (exclusive), Brazil time. */
export const brazilYearBounds = (year: number) => ({ start: brazilInstant(`${year}-01-01`), end: brazilInstant(`${year + 1}-01-01`) });

/** terça-feira */
export const formatWeekday = (instant: Instant) => weekdayFormat.format(instant);
