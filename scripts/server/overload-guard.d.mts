/** See overload-guard.mjs. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export type GuardSettings = { minInFlight: number; maxInFlight: number; targetDelayMs: number; maxEventLoopDelayMs: number; maxQueue: number; maxQueueMs: number; retryAfterSec: number; sampleMs: number };
export type RefusalReason = 'queueFull' | 'queueTimeout' | 'eventLoop';
export type AdmissionStats = { limit: number; inFlight: number; queued: number; admitted: number; refused: Record<RefusalReason, number>; eventLoopDelayMs: number; throughput: number };
export type Admission = {
  admit(onEnter: (release: () => void) => void, onRefuse: (reason: RefusalReason) => void): () => void;
  sample(window: { slowDelayMs: number; meanDelayMs: number; elapsedMs: number }): void;
  stats: AdmissionStats;
};
type Listener = (request: IncomingMessage, response: ServerResponse) => void;

export const OVERLOAD_STATE: symbol;
export const DEFAULTS: Readonly<GuardSettings>;
export function isExempt(url: string | undefined): boolean;
export function settingsFrom(env: Record<string, string | undefined>): GuardSettings;
export function refusalBodies(messages: { Overload: { title: string; body: string; retry: string; apiMessage: string } }): { html: string; json: string };
export function createAdmission(settings: GuardSettings, clock?: { now?: () => number }): Admission;
export function guardListener(listener: Listener, settings: GuardSettings, bodies: { html: string; json: string }): { listener: Listener; admission: Admission; stop(): void };
