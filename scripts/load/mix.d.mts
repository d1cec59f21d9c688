/** See mix.mjs. */
export type MixEntry = { kind: string; weight: number };
export type LoadRequest = { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
export const MIX: MixEntry[];
export const ACCOUNT_PAGE: string;
export const LOGIN_CUSTOMERS: string[];
export const DEMO_PASSWORD: string;
export function pickByWeight<T extends MixEntry>(mix: readonly T[], random: number): T;
export function kindOf(n: number, mix?: readonly MixEntry[]): string;
export function buildRequest(kind: string, n: number, context: { origin: string; sessionCookie: string }): LoadRequest;
export function statusClasses(statuses: Record<string, number>): { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
export function problems(outcome: { statuses: Record<string, number>; errors: number; timeouts: number }): string[];
