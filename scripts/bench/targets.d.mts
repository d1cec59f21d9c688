/** See targets.mjs. */
import type { Summary } from './stats.mjs';

export type LighthousePage = { path: string; performance: number; tbt: number; lcp: number; accessibility: number; bestPractices: number; seo: number };
export type FirstLoadJsPage = { path: string; gzipBytes: number; rawBytes: number; scripts: number };
export type ThroughputPage = { path: string; rps: number; p50: number; p99: number; non2xx: number; errors: number };
export type BenchResults = {
  lighthouse?: { cpuMultiplier: number; benchmarkIndex: number; runs: number; pages: Record<'reference' | 'home' | 'faq', LighthousePage> };
  firstLoadJs?: Record<'reference' | 'home' | 'faq' | 'loggedIn', FirstLoadJsPage>;
  throughput?: Record<'reference' | 'home' | 'faq', ThroughputPage>;
  bffOverhead?: { calls: number; portal: Summary; direct: Summary; difference: Summary };
  coldStart?: { runs: number[]; median: number };
  auth?: AuthResults;
};
export type AuthPage = {
  key: string;
  path: string;
  scope: 'auth' | 'public';
  customer: string;
  cpuMs: number;
  sandboxCpuMs: number | null;
  /** The median of the section's reference runs (each page's ratio is to it). */
  referenceCpuMs: number;
  /** The reference run just before this page. */
  pairedReferenceCpuMs?: number;
  rps: number;
  answers: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  textsBytes: number;
  payloadBytes: number;
  providers: { bytes: number; namespaces: string[]; shared: number }[];
};
export type AuthResults = {
  loadAtStart?: number;
  ticksPerSecond?: number;
  seconds?: number;
  connections?: number;
  reference: { path: string; cpuMs: number; rps: number; htmlBytes: number; htmlGzipBytes: number; textsBytes: number };
  pages: AuthPage[];
};
export type Row = { measure: string; portal: string; reference: string; comparison: string; target: string; met: boolean | null };

export const TARGETS: {
  performanceMargin: number;
  categoryScore: number;
  firstLoadJsExtraBytes: { home: number; faq: number };
  throughputRatio: number;
  bffOverheadMs: { p50: number; p99: number };
  coldStartMs: number;
};
export const PAGES: { home: string; faq: string; loggedIn: string };
export function tableRows(results: BenchResults): Row[];
export function missedTargets(rows: readonly Row[]): Row[];
export function resultsTable(rows: readonly Row[]): string;
export const AUTH_TARGETS: { cpuRatio: number; publicCpuRatio: number; htmlBytes: number; textsBytes: number };
export function authVerdicts(page: AuthPage): { cpu: boolean; html: boolean | null; texts: boolean };
export function missedAuthTargets(auth: AuthResults): string[];
export function authTable(auth: AuthResults, options?: { busy?: number | null }): string;
