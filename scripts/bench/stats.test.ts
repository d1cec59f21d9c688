/** @jest-environment node */
import { differences, median, percentile, summarize } from '@/scripts/bench/stats.mjs';

describe('percentile (linear between closest ranks)', () => {
  it('gives the middle value of an odd count and the mean of the two middle values of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('interpolates between ranks and reaches the extremes at 0 and 1', () => {
    const values = [10, 20, 30, 40, 50];
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 1)).toBe(50);
    expect(percentile(values, 0.9)).toBeCloseTo(46, 10);
    expect(percentile(values, 0.125)).toBeCloseTo(15, 10);
  });

  it('sorts numerically, not as text, and leaves the input alone', () => {
    const values = [100, 9, 1000, 20];
    expect(median(values)).toBe(60);
    expect(values).toEqual([100, 9, 1000, 20]);
  });

  it('has no value for an empty list or a quantile outside [0, 1]', () => {
    expect(median([])).toBeNaN();
    expect(percentile([1, 2], 1.5)).toBeNaN();
    expect(percentile([1, 2], -0.1)).toBeNaN();
  });

  it('puts p99 of 1..100 just under the top, p50 in the middle', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(summarize(values)).toEqual({ count: 100, min: 1, p50: 50.5, p95: expect.closeTo(95.05, 10), p99: expect.closeTo(99.01, 10), max: 100, mean: 50.5 });
  });
});

describe('summarize', () => {
  it('summarises lists far larger than a function call can spread', () => {
    const values = Array.from({ length: 300_000 }, (_, i) => i % 1000);
    const summary = summarize(values);
    expect(summary.min).toBe(0);
    expect(summary.max).toBe(999);
    expect(summary.count).toBe(300_000);
  });

  it('gives NaN statistics and a zero count for no values', () => {
    expect(summarize([])).toEqual({ count: 0, min: NaN, p50: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN });
  });
});

describe('differences', () => {
  it('subtracts pairwise', () => {
    expect(differences([5, 7, 2], [1, 7, 3])).toEqual([4, 0, -1]);
  });

  it('refuses lists that were not measured in pairs', () => {
    expect(() => differences([1, 2], [1])).toThrow(RangeError);
  });
});
