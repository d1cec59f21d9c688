import fc from 'fast-check';
import { addDayKeys } from '@/lib/time/brazil';
import { addMonths, freeFrom, isCalendarKey, monthWeeks, moveFocus, shiftMonth, tabStop, weekdayOf, type CalendarWindow } from './calendar-days';

// December 2026 starts on a Tuesday; the window runs from Sunday 29 November to Sunday 10 January.
const FREE = new Set(['2026-11-30', '2026-12-01', '2026-12-03', '2026-12-04', '2026-12-10', '2026-12-17', '2026-12-31', '2027-01-05']);
const WINDOW: CalendarWindow = { firstDay: '2026-11-29', lastDay: '2027-01-10', isFree: (day) => FREE.has(day) };

describe('a month as weeks', () => {
  test('December 2026: five weeks from Sunday, the cells of November and January empty', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    expect(weeks[4]).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null]);
  });

  test('any month: every day once, in order, on its weekday, in whole weeks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, number) => {
        const month = `${year}-${String(number).padStart(2, '0')}`;
        const weeks = monthWeeks(month);
        expect(weeks.every((week) => week.length === 7)).toBe(true);
        const days = weeks.flat().filter((day): day is string => day !== null);
        expect(days[0]).toBe(`${month}-01`);
        expect(days.length).toBe(new Date(Date.UTC(year, number, 0)).getUTCDate());
        days.forEach((day, index) => {
          expect(weeks.flat().indexOf(day) % 7).toBe(weekdayOf(day));
          if (index) expect(addDayKeys(days[index - 1]!, 1)).toBe(day);
        });
      }),
    );
  });

  test('months are added day for day, the month\'s last day when it is shorter', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2027-01-31', -2)).toBe('2026-11-30');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });
});

describe('where the keyboard moves the focus', () => {
  test('the arrows go to the next free day by a day, skipping the days without a slot', () => {
    expect(moveFocus('2026-12-01', 'ArrowRight', WINDOW)).toBe('2026-12-03');
    expect(moveFocus('2026-12-03', 'ArrowLeft', WINDOW)).toBe('2026-12-01');
    expect(moveFocus('2026-12-17', 'ArrowRight', WINDOW)).toBe('2026-12-31');
    // Across the month's end.
    expect(moveFocus('2026-12-31', 'ArrowRight', WINDOW)).toBe('2027-01-05');
    expect(moveFocus('2026-12-01', 'ArrowLeft', WINDOW)).toBe('2026-11-30');
  });

  test('up and down go a week at a time until a free day, or stay', () => {
    expect(moveFocus('2026-12-03', 'ArrowDown', WINDOW)).toBe('2026-12-10');
    expect(moveFocus('2026-12-10', 'ArrowDown', WINDOW)).toBe('2026-12-17');
    expect(moveFocus('2026-12-17', 'ArrowDown', WINDOW)).toBe('2026-12-31');
    expect(moveFocus('2026-12-17', 'ArrowUp', WINDOW)).toBe('2026-12-10');
    expect(moveFocus('2026-12-01', 'ArrowDown', WINDOW)).toBe('2027-01-05');
    // No free Friday after the 4th, nor before it.
    expect(moveFocus('2026-12-04', 'ArrowDown', WINDOW)).toBeNull();
    expect(moveFocus('2026-12-04', 'ArrowUp', WINDOW)).toBeNull();
  });

  test('the window\'s ends stop the focus', () => {
    expect(moveFocus('2026-11-30', 'ArrowLeft', WINDOW)).toBeNull();
    expect(moveFocus('2027-01-05', 'ArrowRight', WINDOW)).toBeNull();
  });

  test('Home and End: the first and last free day of the week (Sunday to Saturday)', () => {
    expect(moveFocus('2026-12-04', 'Home', WINDOW)).toBe('2026-11-30');
    expect(moveFocus('2026-11-30', 'End', WINDOW)).toBe('2026-12-04');
    // Alone in its week: it stays there.
    expect(moveFocus('2026-12-10', 'Home', WINDOW)).toBe('2026-12-10');
    expect(moveFocus('2026-12-10', 'End', WINDOW)).toBe('2026-12-10');
  });

  test('PageDown and PageUp: the free day nearest the same day of the next or previous month, within the window', () => {
    // 3 January is not free: the next free day after it.
    expect(moveFocus('2026-12-03', 'PageDown', WINDOW)).toBe('2027-01-05');
    // 31 January is past the window: the last free day before its end.
    expect(moveFocus('2026-12-31', 'PageDown', WINDOW)).toBe('2027-01-05');
    expect(moveFocus('2027-01-05', 'PageUp', WINDOW)).toBe('2026-12-04');
    expect(moveFocus('2026-12-17', 'PageUp', WINDOW)).toBe('2026-11-30');
    // Shift: a year, here past the window's end; nothing later than the day itself: it stays.
    expect(moveFocus('2027-01-05', 'PageDown', WINDOW, true)).toBeNull();
    expect(moveFocus('2026-11-30', 'PageUp', WINDOW)).toBeNull();
  });

  test('from any free day, every key lands on a free day in the window, or stays', () => {
    const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...FREE), fc.constantFrom(...keys), fc.boolean(), (day, key, shift) => {
        const next = moveFocus(day, key, WINDOW, shift);
        if (next === null) return;
        expect(FREE.has(next)).toBe(true);
        if (key === 'ArrowRight' || key === 'ArrowDown' || key === 'PageDown') expect(next > day).toBe(true);
        if (key === 'ArrowLeft' || key === 'ArrowUp' || key === 'PageUp') expect(next < day).toBe(true);
      }),
    );
  });

  test('only the moving keys are the grid\'s (Enter, Space and Tab are the buttons\' and the page\'s)', () => {
    expect(isCalendarKey('PageDown')).toBe(true);
    expect(isCalendarKey('Enter')).toBe(false);
    expect(isCalendarKey(' ')).toBe(false);
    expect(isCalendarKey('Tab')).toBe(false);
  });

  test('freeFrom looks only inside the window', () => {
    expect(freeFrom('2026-11-29', -1, WINDOW)).toBeNull();
    expect(freeFrom('2026-11-29', 1, WINDOW)).toBe('2026-11-30');
  });
});

describe('the Tab stop of a month', () => {
  test('the chosen day, else today, else the month\'s first free day; none in a month without free days', () => {
    expect(tabStop('2026-12', '2026-12-10', '2026-12-03', WINDOW)).toBe('2026-12-10');
    expect(tabStop('2026-12', null, '2026-12-03', WINDOW)).toBe('2026-12-03');
    expect(tabStop('2026-12', null, '2026-11-29', WINDOW)).toBe('2026-12-01');
    // The chosen day in another month, today not free.
    expect(tabStop('2027-01', '2026-12-10', '2026-11-29', WINDOW)).toBe('2027-01-05');
    expect(tabStop('2026-11', null, '2026-11-29', WINDOW)).toBe('2026-11-30');
    expect(tabStop('2027-02', null, '2026-11-29', WINDOW)).toBeNull();
  });
});
