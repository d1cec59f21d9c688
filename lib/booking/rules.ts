import { addDayKeys, brazilInstant, dayKey, formatTime } from '../time/brazil.ts';
import { BOOKING_RULES, JOIN_WINDOW_MS, MIN_LEAD_MS, MINUTE_MS, SLOT_MS } from './constants.ts';

/**
 * The slot rules of video appointments (SPEC §3, §9), pure functions of instants (epoch ms) in
 * Brazil time, whatever the process's time zone. The insurer applies them as the authority; the
 * portal uses them to validate input and to show the calendar and the join window.
 */
export { BOOKING_RULES, JOIN_WINDOW_MS, MIN_LEAD_MS, SLOT_MS } from './constants.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** Minutes after midnight as a wall-clock time: 450 → '07:30'. */
const wallClock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The Brazil wall-clock start of every slot of a day: '07:00', '07:30', … '19:00'. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: ((BOOKING_RULES.endHour - BOOKING_RULES.startHour) * 60) / BOOKING_RULES.slotMinutes },
  (_, index) => wallClock(BOOKING_RULES.startHour * 60 + index * BOOKING_RULES.slotMinutes),
);

/** The first slot's start and the last slot's end of a day, as shown: '07:00' and '19:30'. */
export const DAY_OPENS = SLOT_TIMES[0]!;
export const DAY_CLOSES = wallClock(BOOKING_RULES.endHour * 60);

/** The instant (epoch ms) a slot of a Brazil day starts. */
export const slotStart = (day: string, time: string): number => brazilInstant(day, time).getTime();

/**
 * Remembers the last `limit` results of a pure function of a day key: looking a Brazil wall-clock
 * time up costs a few hundred microseconds, and every availability read asks for the same days.
 */
function memoByDay<T>(limit: number, compute: (day: string) => T): (day: string) => T {
  const cache = new Map<string, T>();
  return (day) => {
    if (cache.has(day)) return cache.get(day)!;
    const value = compute(day);
    if (cache.size >= limit) cache.delete(cache.keys().next().value!);
    cache.set(day, value);
    return value;
  };
}

const windowDays = memoByDay(8, (firstDay): readonly string[] =>
  Object.freeze(Array.from({ length: BOOKING_RULES.daysAhead + 1 }, (_, offset) => addDayKeys(firstDay, offset))),
);

/** The day keys of the booking window (Brazil calendar): today and the next `daysAhead` days, in order. */
export const bookingDays = (now: number): readonly string[] => windowDays(dayKey(now));

/** The first and last day a slot may fall on. */
export function bookingWindow(now: number): { firstDay: string; lastDay: string } {
  const days = bookingDays(now);
  return { firstDay: days[0]!, lastDay: days.at(-1)! };
}

/** True when `instant` is the start of a slot: a whole minute at 07:00, 07:30 … 19:00 Brazil time. */
export function isSlotStart(instant: number): boolean {
  return Number.isFinite(instant) && instant % MINUTE_MS === 0 && SLOT_TIMES.includes(formatTime(instant));
}

/** True when a customer may book the slot starting at `instant` now: on the grid, at least 2 h ahead, inside the window. */
export function isBookable(instant: number, now: number): boolean {
  return isSlotStart(instant) && instant - now >= MIN_LEAD_MS && dayKey(instant) <= bookingWindow(now).lastDay;
}

/**
 * The start of every slot of a Brazil day, in order. Stepped in milliseconds from the first one when
 * no clock change falls inside the day's hours (the usual case), else each one looked up.
 */
export const daySlotStarts = memoByDay(400, (day): readonly number[] => {
  const first = slotStart(day, SLOT_TIMES[0]!);
  const steady = slotStart(day, SLOT_TIMES.at(-1)!) - first === (SLOT_TIMES.length - 1) * SLOT_MS;
  return Object.freeze(SLOT_TIMES.map((time, index) => (steady ? first + index * SLOT_MS : slotStart(day, time))));
});

/** Every slot start that can be booked now, with its Brazil day key, in order. */
export function bookableSlotDays(now: number): Map<number, string> {
  const slots = new Map<number, string>();
  for (const day of bookingDays(now)) {
    for (const start of daySlotStarts(day)) if (start - now >= MIN_LEAD_MS) slots.set(start, day);
  }
  return slots;
}

/** Every slot start that can be booked now, in order. */
export function bookableSlots(now: number): number[] {
  return bookingDays(now)
    .flatMap(daySlotStarts)
    .filter((start) => start - now >= MIN_LEAD_MS);
}

/** The video link: 'notYet' before the start, 'open' from the start until 10 minutes after it, then 'closed'. */
export type JoinState = 'notYet' | 'open' | 'closed';

export const joinClosesAt = (start: number): number => start + JOIN_WINDOW_MS;

export function joinState(start: number, now: number): JoinState {
  if (now < start) return 'notYet';
  return now < joinClosesAt(start) ? 'open' : 'closed';
}

/** An appointment is upcoming while its video link can still open; after that it is past. */
export const isUpcoming = (start: number, now: number): boolean => now < joinClosesAt(start);

/** An appointment can be rescheduled or cancelled until its start. */
export const canChange = (start: number, now: number): boolean => now < start;
