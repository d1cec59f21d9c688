/** See event-loop.mjs. */
export type DelaySummary = { p50: number; p99: number; max: number; mean: number; samples: number };
export type ProbeReport = { seq: number; at: string; pid: number; resolutionMs: number; delay: DelaySummary };
export const PROBE_FILE_ENV: string;
export const PROBE_MAIN_ENV: string;
export function delaySummary(histogram: { count: number; max: number; mean: number; percentile(q: number): number }, resolutionMs: number): DelaySummary;
export function readProbe(text: string): ProbeReport | null;
export function describeDelay(report: Pick<ProbeReport, 'pid' | 'resolutionMs' | 'delay'>): string;
