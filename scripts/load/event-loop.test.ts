/** @jest-environment node */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { delaySummary, describeDelay, readProbe } from '@/scripts/load/event-loop.mjs';

const histogram = (values: Record<number, number>, max: number, mean: number, count = 100) => ({ count, max, mean, percentile: (q: number) => values[q] ?? Number.NaN });

describe('the event-loop delay of npm run load', () => {
  it('gives milliseconds beyond the timer’s resolution, never below zero', () => {
    const summary = delaySummary(histogram({ 50: 10_200_000, 99: 58_000_000 }, 812_500_000, 9_000_000), 10);
    expect(summary.p50).toBeCloseTo(0.2, 10);
    expect(summary.p99).toBeCloseTo(48, 10);
    expect(summary.max).toBeCloseTo(802.5, 10);
    expect(summary.mean).toBe(0);
    expect(summary.samples).toBe(100);
  });

  it('has no figure without a sample', () => {
    const summary = delaySummary(histogram({ 50: 0, 99: 0 }, 0, Number.NaN, 0), 10);
    expect(summary).toEqual({ p50: Number.NaN, p99: Number.NaN, max: Number.NaN, mean: Number.NaN, samples: 0 });
    expect(describeDelay({ pid: 7, resolutionMs: 10, delay: summary })).toBe('event-loop delay of the server (pid 7, beyond a 10 ms timer, 0 samples): p50 — ms, p99 — ms, max — ms');
  });

  it('reads a real histogram: a blocked loop shows in the max', async () => {
    const real = monitorEventLoopDelay({ resolution: 10 });
    real.enable();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const until = Date.now() + 120;
    while (Date.now() < until) {
      // block the loop
    }
    await new Promise((resolve) => setTimeout(resolve, 30));
    real.disable();
    const summary = delaySummary(real, 10);
    expect(summary.samples).toBeGreaterThan(0);
    expect(summary.max).toBeGreaterThanOrEqual(90);
    expect(summary.p50).toBeLessThan(summary.max);
  });

  it('reads the probe’s file back, and nothing else', () => {
    const report = { seq: 2, at: '2026-11-26T14:00:00.000Z', pid: 42, resolutionMs: 10, delay: { p50: 0.1, p99: 38.2, max: 802.4, mean: 3, samples: 5980 } };
    expect(readProbe(JSON.stringify(report))).toEqual(report);
    expect(describeDelay(report)).toBe('event-loop delay of the server (pid 42, beyond a 10 ms timer, 5980 samples): p50 0.1 ms, p99 38.2 ms, max 802.4 ms');
    expect(readProbe('{"seq":1}')).toBeNull();
    expect(readProbe('{"seq":1,"delay":')).toBeNull();
  });
});
