import type { LevelFigures } from './types';

/**
 * The geometry of the comparator's chart (components/salary/SalaryChart.tsx), pure: a scale from
 * R$ 0 to a round maximum, with round ticks, and each value's horizontal position in % of the
 * plot, so the server-rendered SVG stretches to any width without distorting its text.
 */

/** The plot leaves this much room (in %) at each side, so end markers are not cut. */
const INSET = 2;

export type ChartScale = { max: number; ticks: number[] };

/** A round step giving about `targetTicks` intervals up to `max`: 1, 2, 2.5 or 5 times a power of 10. */
export function niceStep(max: number, targetTicks = 4): number {
  const raw = max / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((step) => step >= raw) ?? 10 * magnitude;
}

/** From R$ 0 to the first round value at or above every figure drawn (state 75th percentiles, national medians). */
export function chartScale(levels: readonly LevelFigures[]): ChartScale {
  const highest = Math.max(1, ...levels.flatMap(({ state, national }) => [state.p75, national.median]));
  const step = niceStep(highest);
  const max = Math.ceil(highest / step) * step;
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, index) => index * step);
  return { max, ticks };
}

/** Positions are written to a tenth of a percent (under a pixel on a 1000 px chart): shorter HTML. */
const round = (percent: number) => Math.round(percent * 10) / 10;

/** A value's position, in % of the chart's width. */
export function xPercent(value: number, { max }: ChartScale): number {
  const clamped = Math.min(Math.max(value, 0), max);
  return round(INSET + (clamped / max) * (100 - 2 * INSET));
}

/** The width, in % of the chart's, from one value to another. */
export const xSpan = (from: number, to: number, scale: ChartScale): number => round(xPercent(to, scale) - xPercent(from, scale));
