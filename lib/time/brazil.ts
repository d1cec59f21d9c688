/**
 * Brazil time (SPEC §9): every date and time the portal shows is in America/Sao_Paulo, whatever the
 * server's or the browser's time zone. dd/mm/yyyy, HH:mm, Portuguese names. Pure functions of
 * instants (Date or epoch ms), safe on the server and in the browser.
 *
 * Every format reads one cached Intl.DateTimeFormat, so a page that shows a date sends no date
 * library to the browser, and a booking page formats its hundreds of slots at about 1 µs each
 * (date-fns with a time zone: 10–25 µs). lib/time/brazil.test.ts checks they give date-fns's text.
 * Parsing, day arithmetic and relative times are in ./brazil-calendar.ts.
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
