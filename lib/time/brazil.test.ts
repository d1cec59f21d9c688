import { TZDate, tz } from '@date-fns/tz';
import { format, parse } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import fc from 'fast-check';
import { addDayKeys, brazilInstant, brazilYear, dayKey, isDayKey, formatDate, formatDateTime, formatLongDate, formatMonth, formatTime, formatWeekday } from './brazil';
import { ago } from './brazil-calendar';

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

describe('wall-clock times and day arithmetic with Intl only', () => {
  // date-fns with the time zone is the reference they replaced (lib/time/brazil.ts), as the portal used it.
  const reference = (day: string, time: string) => new Date(parse(`${day} ${time}`, 'yyyy-MM-dd HH:mm', new TZDate(0, 'America/Sao_Paulo')).getTime());
  const pad = (value: number) => String(value).padStart(2, '0');
  const days = fc.integer({ min: Date.UTC(1940, 0, 1), max: Date.UTC(2100, 0, 1) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
  const times = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([hour, minute]) => `${pad(hour)}:${pad(minute)}`);

  test.each(ZONES)('brazilInstant is date-fns\'s over 160 years (DST eras included), with the process in %s', (zone) => {
    process.env.TZ = zone;
    fc.assert(
      fc.property(days, times, (day, time) => {
        expect(brazilInstant(day, time).getTime()).toBe(reference(day, time).getTime());
      }),
      { numRuns: 1500 },
    );
  });

  test('the nights a summer time started or ended read as date-fns reads them (a skipped 00:30, a repeated 23:30)', () => {
    process.env.TZ = 'UTC';
    for (const [day, time] of [
      ['2018-11-04', '00:00'],
      ['2018-11-04', '00:30'],
      ['2018-11-04', '01:00'],
      ['2019-02-16', '23:30'],
      ['2019-02-17', '00:00'],
      ['1999-10-03', '00:15'],
    ] as const) {
      expect(brazilInstant(day, time).toISOString()).toBe(reference(day, time).toISOString());
    }
  });

  test('a day or a time that does not exist is an Invalid Date', () => {
    for (const [day, time] of [
      ['2026-02-30', '12:00'],
      ['2026-13-01', '12:00'],
      ['2026-11-24', '24:00'],
      ['2026-11-24', '07:60'],
      ['24/11/2026', '12:00'],
      ['2026-11-24', '7:30'],
    ]) {
      expect(Number.isNaN(brazilInstant(day!, time).getTime())).toBe(true);
    }
  });

  test('addDayKeys is the Brazil day of noon plus that many days, across months, years and the DST eras', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -400, max: 400 }), (day, offset) => {
        expect(addDayKeys(day, offset)).toBe(dayKey(reference(day, '12:00').getTime() + offset * 24 * 3600_000));
      }),
      { numRuns: 2000 },
    );
  });
});
