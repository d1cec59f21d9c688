import { addDayKeys, ago, brazilInstant, dayKey, formatDate, formatDateTime, formatLongDate, formatMonth, formatTime, isDayKey } from './brazil';

// The same instants must read the same in Brazil whatever the process's time zone.
const ZONES = ['UTC', 'Asia/Tokyo', 'America/Sao_Paulo', 'America/Los_Angeles'];
const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

describe.each(ZONES)('Brazil time with the process in %s', (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });

  it('formats an instant as dd/mm/yyyy and HH:mm in São Paulo', () => {
    const instant = Date.UTC(2026, 10, 24, 2, 30); // 23:30 on the 23rd in São Paulo (UTC−3)
    expect(formatDate(instant)).toBe('23/11/2026');
    expect(formatTime(instant)).toBe('23:30');
    expect(formatDateTime(instant)).toBe('23/11/2026 às 23:30');
    expect(dayKey(instant)).toBe('2026-11-23');
  });

  it('names weekdays and months in Portuguese', () => {
    expect(formatLongDate(Date.UTC(2026, 10, 24, 15))).toBe('terça-feira, 24 de novembro de 2026');
    expect(formatMonth(Date.UTC(2026, 2, 1, 15))).toBe('março de 2026');
  });

  it('turns a Brazil wall-clock time into the right instant', () => {
    expect(brazilInstant('2026-11-24', '07:30').toISOString()).toBe('2026-11-24T10:30:00.000Z');
    expect(brazilInstant('2026-11-24').toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });

  it('steps calendar days and checks day keys', () => {
    expect(addDayKeys('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDayKeys('2026-03-01', -1)).toBe('2026-02-28');
    expect(isDayKey('2026-02-28')).toBe(true);
    expect(isDayKey('2026-02-30')).toBe(false);
    expect(isDayKey('24/11/2026')).toBe(false);
  });

  it('says how long ago in Portuguese', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    expect(ago(now - 3 * 24 * 3600_000, now)).toBe('há 3 dias');
    expect(ago(now - 2 * 3600_000, now)).toBe('há 2 horas');
  });
});
