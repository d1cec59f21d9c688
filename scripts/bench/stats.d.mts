/** See stats.mjs. */
export type Summary = { count: number; min: number; p50: number; p95: number; p99: number; max: number; mean: number };
export function percentile(values: readonly number[], q: number): number;
export function median(values: readonly number[]): number;
export function summarize(values: readonly number[]): Summary;
export function differences(a: readonly number[], b: readonly number[]): number[];
