/**
 * Brazil time (SPEC §9: America/Sao_Paulo, whatever the machine's time zone), the little the
 * sandbox needs of it: day keys, wall-clock times, the calendar year. Epoch milliseconds in and out.
 */
const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: number) {
  const out: Record<string, string> = {};
  for (const { type, value } of parts.formatToParts(instant)) out[type] = value;
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour!, minute: out.minute! };
}

/** '2026-11-24' */
export const dayKey = (instant: number): string => {
  const { year, month, day } = wallClock(instant);
  return `${year}-${month}-${day}`;
};

/** '07:30' */
export const wallTime = (instant: number): string => {
  const { hour, minute } = wallClock(instant);
  return `${hour}:${minute}`;
};

export const brazilYear = (instant: number): number => Number(wallClock(instant).year);

/** The instant (epoch ms) of a Brazil wall-clock time: ('2026-11-24', '07:30') → 10:30 UTC. */
export function brazilInstant(day: string, time = '00:00'): number {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  // The offset is read at the guess and again at the corrected guess, which settles it across a clock change.
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass++) {
    const { year, month, day: d, hour, minute } = wallClock(instant);
    instant += asUtc - Date.parse(`${year}-${month}-${d}T${hour}:${minute}:00Z`);
  }
  return instant;
}

/** The Brazil day key `days` calendar days after `day`. */
export const addDays = (day: string, days: number): string => dayKey(brazilInstant(day, '12:00') + days * 86_400_000);

/** A Brazil calendar year as instants, from 1 January 00:00 to the next (exclusive). */
export const yearBounds = (year: number) => ({ start: brazilInstant(`${year}-01-01`), end: brazilInstant(`${year + 1}-01-01`) });
