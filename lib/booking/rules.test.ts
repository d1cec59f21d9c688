import fc from 'fast-check';
import type * as Rules from './rules';

// The same instants give the same slots in Brazil whatever the process's time zone.
const ZONES = ['UTC', 'Asia/Tokyo', 'America/Sao_Paulo', 'America/Los_Angeles'];
const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

const MINUTE = 60_000;
/** A fixed clock: Brazil wall-clock time (UTC−3) on a day, as epoch ms. */
const brazil = (day: string, time: string) => Date.parse(`${day}T${time}:00.000-03:00`);

describe.each(ZONES)('slot rules with the process in %s', (zone) => {
  // A fresh module per zone: its remembered days are computed again in this zone.
  let r: typeof Rules;
  beforeAll(() => {
    process.env.TZ = zone;
    jest.isolateModules(() => {
      r = jest.requireActual<typeof Rules>('./rules');
    });
  });

  it('has 30-minute slots from 07:00 to 19:30, the last one starting at 19:00', () => {
    expect(r.SLOT_TIMES).toHaveLength(25);
    expect(r.SLOT_TIMES.slice(0, 3)).toEqual(['07:00', '07:30', '08:00']);
    expect(r.SLOT_TIMES.at(-1)).toBe('19:00');
    expect([r.DAY_OPENS, r.DAY_CLOSES]).toEqual(['07:00', '19:30']);
    expect(r.slotStart('2026-03-03', '07:00')).toBe(Date.UTC(2026, 2, 3, 10, 0));
    expect(r.daySlotStarts('2026-03-03')).toEqual(r.SLOT_TIMES.map((time) => brazil('2026-03-03', time)));
  });

  it("follows São Paulo's own clock changes (summer time began at midnight on 04/11/2018)", () => {
    expect(r.daySlotStarts('2018-11-03')[0]).toBe(Date.UTC(2018, 10, 3, 10, 0));
    expect(r.daySlotStarts('2018-11-04')[0]).toBe(Date.UTC(2018, 10, 4, 9, 0));
    expect(r.bookingDays(Date.UTC(2018, 10, 3, 23, 0)).slice(0, 3)).toEqual(['2018-11-03', '2018-11-04', '2018-11-05']);
  });

  it('knows a slot start: on the grid, whole minutes, Brazil time', () => {
    expect(r.isSlotStart(brazil('2026-03-03', '07:00'))).toBe(true);
    expect(r.isSlotStart(brazil('2026-03-03', '19:00'))).toBe(true);
    expect(r.isSlotStart(brazil('2026-03-03', '06:30'))).toBe(false);
    expect(r.isSlotStart(brazil('2026-03-03', '19:30'))).toBe(false);
    expect(r.isSlotStart(brazil('2026-03-03', '07:15'))).toBe(false);
    expect(r.isSlotStart(brazil('2026-03-03', '07:00') + 30_000)).toBe(false);
    // 07:00 in UTC is 04:00 in Brazil: not a slot.
    expect(r.isSlotStart(Date.UTC(2026, 2, 3, 7, 0))).toBe(false);
    expect(r.isSlotStart(Number.NaN)).toBe(false);
  });

  it('opens the window on the Brazil day, even when it is already the next day in UTC or Tokyo', () => {
    const lateEvening = brazil('2026-03-02', '23:30'); // 02:30 UTC on the 3rd, 11:30 in Tokyo on the 3rd
    expect(r.bookingWindow(lateEvening)).toEqual({ firstDay: '2026-03-02', lastDay: '2026-04-01' });
    const days = r.bookingDays(lateEvening);
    expect(days).toHaveLength(r.BOOKING_RULES.daysAhead + 1);
    expect([days[0], days.at(-1)]).toEqual(['2026-03-02', '2026-04-01']);
    expect(r.bookableSlots(lateEvening)[0]).toBe(brazil('2026-03-03', '07:00'));
  });

  it('books at least 2 hours ahead: exactly 2 hours is fine, a millisecond less is not', () => {
    const now = brazil('2026-03-02', '10:00');
    const noon = brazil('2026-03-02', '12:00');
    expect(noon - now).toBe(r.MIN_LEAD_MS);
    expect(r.isBookable(noon, now)).toBe(true);
    expect(r.isBookable(noon, now + 1)).toBe(false);
    expect(r.isBookable(brazil('2026-03-02', '11:30'), now)).toBe(false);
    expect(r.bookableSlots(now)[0]).toBe(noon);
    expect(r.bookableSlots(now + 1)[0]).toBe(brazil('2026-03-02', '12:30'));
  });

  it('at 17:00 the 19:00 slot is the last of the day; at 17:01 the next bookable slot is tomorrow at 07:00', () => {
    expect(r.bookableSlots(brazil('2026-03-02', '17:00'))[0]).toBe(brazil('2026-03-02', '19:00'));
    expect(r.bookableSlots(brazil('2026-03-02', '17:01'))[0]).toBe(brazil('2026-03-03', '07:00'));
  });

  it('books up to 30 days ahead, to the last slot of that day', () => {
    const now = brazil('2026-03-02', '10:00');
    expect(r.isBookable(brazil('2026-04-01', '19:00'), now)).toBe(true);
    expect(r.isBookable(brazil('2026-04-02', '07:00'), now)).toBe(false);
    const slots = r.bookableSlots(now);
    expect(slots.at(-1)).toBe(brazil('2026-04-01', '19:00'));
    const days = r.bookableSlotDays(now);
    expect([...days.keys()]).toEqual(slots);
    expect(days.get(brazil('2026-03-02', '19:00'))).toBe('2026-03-02');
    expect(days.get(brazil('2026-03-03', '07:00'))).toBe('2026-03-03');
    // Today from 12:00 (15 slots), then 30 full days of 25 slots.
    expect(slots).toHaveLength(15 + 30 * 25);
  });

  it('every listed slot is bookable, and every bookable grid slot is listed', () => {
    const start = Date.UTC(2026, 0, 1);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 24 * 60 }), (minutes) => {
        const now = start + minutes * MINUTE;
        const slots = r.bookableSlots(now);
        expect(slots.filter((_, index) => index % 12 === 0 || index === slots.length - 1).every((slot) => r.isBookable(slot, now))).toBe(true);
        const tomorrow = r.bookingDays(now)[1]!;
        for (const time of r.SLOT_TIMES) expect(slots.includes(r.slotStart(tomorrow, time))).toBe(true);
        expect(r.isBookable(slots[0]! - 30 * MINUTE, now)).toBe(false);
      }),
      { numRuns: 15 },
    );
  });

  it('opens the video link at the start and closes it 10 minutes later', () => {
    const start = brazil('2026-03-02', '14:30');
    expect(r.joinClosesAt(start)).toBe(brazil('2026-03-02', '14:40'));
    expect(r.joinState(start, start - 1)).toBe('notYet');
    expect(r.joinState(start, start)).toBe('open');
    expect(r.joinState(start, start + 10 * MINUTE - 1)).toBe('open');
    expect(r.joinState(start, start + 10 * MINUTE)).toBe('closed');
    expect(r.isUpcoming(start, start + 10 * MINUTE - 1)).toBe(true);
    expect(r.isUpcoming(start, start + 10 * MINUTE)).toBe(false);
  });

  it('lets an appointment change until it starts', () => {
    const start = brazil('2026-03-02', '14:30');
    expect(r.canChange(start, start - 1)).toBe(true);
    expect(r.canChange(start, start)).toBe(false);
  });
});
