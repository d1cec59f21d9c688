/** See report.mjs. */
export type ChaosAnswer = { latencyMs: number; status: number; kind: string; note?: { noServer?: boolean; retryAfter?: string; overload?: string } };
export type KindRow = { kind: string; count: number; ok: number; statuses: Record<string, number>; p50: number; p99: number };
export type PhaseFigures = {
  requests: number;
  rps: number;
  byKind: KindRow[];
  noServer: number;
  serverErrors: number;
  connectionErrors: number;
  timeouts: number;
  checkFailures: number;
  downs: number;
  probe: { count: number; failures: number; p99: number; max: number; peakLoopDelayMs: number | null };
  refusals: { count: number; p99: number };
  refusalsByKind: Record<string, number>;
  answered: { count: number; p99: number };
};
export const PAGE_KINDS: string[];
export const TARGETS: Readonly<{ refusalP99Ms: number; answeredP99Ms: number; healthMaxMs: number }>;
export function phaseFigures(run: { answers: ChaosAnswer[]; errors: number; timeouts: number; durationSec: number; checkFailures: number; downs?: number; probe: { latencies: number[]; failures: number; peakLoopDelayMs?: number } }): PhaseFigures;
export function phaseMisses(figures: PhaseFigures, options?: { overload?: boolean; restart?: boolean }): string[];
export function kindTable(figures: PhaseFigures): string;
export function summaryTable(phases: { name: string; figures: PhaseFigures; misses: string[] }[]): string;
