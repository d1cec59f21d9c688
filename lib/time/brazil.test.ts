import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import fc from 'fast-check';
import { brazilYear, dayKey, formatDate, formatDateTime, formatLongDate, formatMonth, formatTime, formatWeekday } from './brazil';
import { addDayKeys, ago, brazilInstant, isDayKey } from './brazil-calendar';

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

  it('knows a real day key as reading it in Brazil time does', () => {
    const inBrazilTime = (value: string) => {
      const noon = brazilInstant(value, '12:00');
      return !Number.isNaN(noon.getTime()) && dayKey(noon) === value;
    };
    const pad = (n: number, size: number) => String(n).padStart(size, '0');
    const keys = fc.tuple(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 })).map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    fc.assert(fc.property(keys, (key) => isDayKey(key) === inBrazilTime(key)));
    expect(isDayKey('2028-02-29')).toBe(true);
    expect(isDayKey('2100-02-29')).toBe(false);
    expect(isDayKey('2026-1-05')).toBe(false);
  });

  it('says how long ago in Portuguese', () => {
    const now = Date.UTC(2026, 10, 24, 12);
    expect(ago(now - 3 * 24 * 3600_000, now)).toBe('há 3 dias');
    expect(ago(now - 2 * 3600_000, now)).toBe('há 2 horas');
  });
});

describe('the cached Intl formats', () => {
  // date-fns with the time zone is the reference they replaced (lib/time/brazil.ts): the same text for any instant.
  const reference = { in: tz('America/Sao_Paulo'), locale: ptBR };
  const instants = fc.integer({ min: Date.UTC(1940, 0, 1), max: Date.UTC(2100, 0, 1) });

  test('dd/mm/yyyy, HH:mm, the day key, the year, the weekday, the long date and the month match date-fns in Brazil time, over 160 years (DST eras included)', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(formatDate(instant)).toBe(format(instant, 'dd/MM/yyyy', reference));
        expect(formatTime(instant)).toBe(format(instant, 'HH:mm', reference));
        expect(dayKey(instant)).toBe(format(instant, 'yyyy-MM-dd', reference));
        expect(brazilYear(instant)).toBe(Number(format(instant, 'yyyy', reference)));
        expect(formatWeekday(instant)).toBe(format(instant, 'EEEE', reference));
        expect(formatLongDate(instant)).toBe(format(instant, "EEEE, d 'de' MMMM 'de' yyyy", reference));
        expect(formatMonth(instant)).toBe(format(instant, "MMMM 'de' yyyy", reference));
      }),
      { numRuns: 2000 },
    );
  });

  test('midnight is 00:00, never 24:00; a Date works like its epoch ms', () => {
    const midnight = brazilInstant('2026-11-24', '00:00');
    expect(formatTime(midnight)).toBe('00:00');
    expect(formatDate(midnight)).toBe('24/11/2026');
    expect(formatWeekday(midnight.getTime())).toBe('terça-feira');
  });
});
