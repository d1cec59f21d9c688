/** See server-cost.mjs. */
export const SERVER_GROWTH_LIMIT: number;
export type ServerBaseline = { commit: string; ratios: Record<string, number> };
export const SERVER_BASELINE: ServerBaseline;
export type MeasuredPage = { key: string; path: string; customer: string; cpuMs: number; referenceCpuMs: number };
export function serverGrowth(page: MeasuredPage, baseline?: ServerBaseline): { now: number; before: number | null; growth: number | null; over: boolean };
export function serverCostMarkdown(auth: { connections: number; seconds: number; pages: MeasuredPage[] }, baseline?: ServerBaseline): string;
