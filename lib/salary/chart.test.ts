import fc from 'fast-check';
import { chartScale, niceStep, xPercent } from './chart';
import type { LevelFigures } from './types';

const level = (p25: number, median: number, p75: number, national: number): LevelFigures => ({
  level: 'pleno',
  state: { p25, median, p75, records: 10 },
  national: { p25: national, median: national, p75: national, records: 20 },
});

describe('the chart scale', () => {
  it('round steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(18690)).toBe(5000);
    expect(niceStep(9000)).toBe(2500);
    expect(niceStep(1700)).toBe(500);
    expect(niceStep(41000)).toBe(20000);
    expect(niceStep(10)).toBe(2.5);
  });

  it('from R$ 0 to the first round value above the highest 75th percentile or national median', () => {
    const scale = chartScale([level(5920, 6970, 8220, 5900), level(7740, 9680, 12290, 8200), level(10440, 13740, 18690, 11640)]);
    expect(scale).toEqual({ max: 20000, ticks: [0, 5000, 10000, 15000, 20000] });
    expect(chartScale([level(1621, 1621, 1621, 1800)]).max).toBe(2000);
  });

  it('positions in % inside a 2% inset, clamped', () => {
    const scale = { max: 20000, ticks: [] };
    expect(xPercent(0, scale)).toBe(2);
    expect(xPercent(10000, scale)).toBe(50);
    expect(xPercent(20000, scale)).toBe(98);
    expect(xPercent(-5, scale)).toBe(2);
    expect(xPercent(30000, scale)).toBe(98);
  });

  it('any figures fit: every value drawn is within the scale, with 3 to 6 intervals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1621, max: 200_000 }), fc.integer({ min: 1621, max: 200_000 }), (p75, national) => {
        const scale = chartScale([level(1621, Math.min(p75, 1621), p75, national)]);
        const intervals = scale.ticks.length - 1;
        return scale.max >= Math.max(p75, national) && scale.ticks[0] === 0 && scale.ticks.at(-1) === scale.max && intervals >= 2 && intervals <= 6;
      }),
    );
  });
});
