import { brazilInstant, formatDate } from '@/lib/time/brazil';
import { FEW_RECORDS, formatBRL, formatBRLCompact, formatCount, formatDayKey, formatPercent, medianGap } from './format';

/** Intl writes a no-break space between R$ and the amount. */
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('pt-BR formatting of the figures', () => {
  it('a day key as dd/mm/yyyy, the same as the date of its noon in Brazil', () => {
    expect(formatDayKey('2025-12-31')).toBe('31/12/2025');
    for (const day of ['2025-12-31', '2024-02-29', '2018-11-04', '1999-01-01']) {
      expect(formatDayKey(day)).toBe(formatDate(brazilInstant(day, '12:00')));
    }
  });

  it('currency: R$, a dot for thousands, a comma and two decimals', () => {
    expect(formatBRL(9680)).toBe(nbsp('R$ 9.680,00'));
    expect(formatBRL(1621)).toBe(nbsp('R$ 1.621,00'));
    expect(formatBRL(123456)).toBe(nbsp('R$ 123.456,00'));
    expect(formatBRL(0)).toBe(nbsp('R$ 0,00'));
  });

  it('the axis: compact amounts in thousands, without a needless decimal', () => {
    expect([0, 2500, 5000, 12500, 20000].map(formatBRLCompact)).toEqual(['R$ 0', 'R$ 2,5 mil', 'R$ 5 mil', 'R$ 12,5 mil', 'R$ 20 mil'].map(nbsp));
  });

  it('counts and percentages', () => {
    expect(formatCount(12345)).toBe('12.345');
    expect(formatCount(7)).toBe('7');
    expect(formatPercent(0.18)).toBe('18%');
    expect(formatPercent(0.054)).toBe('5%');
  });
});

describe('medianGap: the state against the country', () => {
  it.each([
    [9680, 8200, { direction: 'above', ratio: 9680 / 8200 - 1 }],
    [6970, 8200, { direction: 'below', ratio: 1 - 6970 / 8200 }],
    [8200, 8200, { direction: 'equal', ratio: 0 }],
    [8230, 8200, { direction: 'equal', ratio: 0 }],
    [1621, 0, { direction: 'equal', ratio: 0 }],
  ])('%d against %d', (state, national, gap) => {
    const result = medianGap(state, national);
    expect(result.direction).toBe(gap.direction);
    expect(result.ratio).toBeCloseTo(gap.ratio, 10);
  });

  it('is 18% above for analysts in São Paulo (9.680 against 8.200)', () => {
    expect(formatPercent(medianGap(9680, 8200).ratio)).toBe('18%');
  });

  it('cautions under 30 records', () => {
    expect(FEW_RECORDS).toBe(30);
  });
});
