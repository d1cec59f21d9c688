import { addDays, brazilInstant, dayKey, wallTime } from '../time.ts';

/**
 * The insurer's rules for video appointments (SPEC §3, §5, §9), applied by the sandbox as the
 * authority: slots of 30 minutes from 07:00 to 19:30 Brazil time, booked at least 2 hours ahead,
 * within today and the next 30 days, changed until the start, joined until 10 minutes after it.
 */
export const BOOKING_RULES = {
  startHour: 7,
  endHour: 19.5,
  slotMinutes: 30,
  minLeadHours: 2,
  /** Our design (docs/sandbox.md 'Video appointments'): today and the next 30 days. */
  daysAhead: 30,
  /** Our design: two advisers, so two places in each slot. */
  capacity: 2,
  joinClosesAfterMinutes: 10,
  noteMax: 500,
} as const;

const MINUTE_MS = 60_000;
export const SLOT_MS = BOOKING_RULES.slotMinutes * MINUTE_MS;
export const MIN_LEAD_MS = BOOKING_RULES.minLeadHours * 60 * MINUTE_MS;
export const JOIN_WINDOW_MS = BOOKING_RULES.joinClosesAfterMinutes * MINUTE_MS;

/** '07:00', '07:30', … '19:00': the Brazil wall-clock start of every slot of a day. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: ((BOOKING_RULES.endHour - BOOKING_RULES.startHour) * 60) / BOOKING_RULES.slotMinutes },
  (_, index) => {
    const minutes = BOOKING_RULES.startHour * 60 + index * BOOKING_RULES.slotMinutes;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  },
);

/** Every availability read asks for the same 31 days: their slot starts are kept, a few hundred days at most. */
const slotStartsByDay = new Map<string, readonly number[]>();

/** The start (epoch ms) of every slot of a Brazil day, in order. */
export function daySlotStarts(day: string): readonly number[] {
  let starts = slotStartsByDay.get(day);
  if (!starts) {
    starts = Object.freeze(SLOT_TIMES.map((time) => brazilInstant(day, time)));
    if (slotStartsByDay.size >= 400) slotStartsByDay.delete(slotStartsByDay.keys().next().value!);
    slotStartsByDay.set(day, starts);
  }
  return starts;
}

/** Today (Brazil calendar) and the next `daysAhead` days. */
export const bookingDays = (now: number): string[] =>
  Array.from({ length: BOOKING_RULES.daysAhead + 1 }, (_, offset) => addDays(dayKey(now), offset));

/** On the slot grid, at least 2 hours ahead and inside the booking window. */
export function isBookable(start: number, now: number): boolean {
  const onGrid = Number.isFinite(start) && start % MINUTE_MS === 0 && SLOT_TIMES.includes(wallTime(start));
  return onGrid && start - now >= MIN_LEAD_MS && dayKey(start) <= bookingDays(now).at(-1)!;
}

/** An appointment can be rescheduled or cancelled until it starts. */
export const canChange = (start: number, now: number): boolean => now < start;
