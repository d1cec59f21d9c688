import 'server-only';

/**
 * What the overload guard (scripts/server/overload-guard.mjs, loaded before Next.js) publishes on
 * globalThis: its settings and running counts. Absent when the server runs without it (`next dev`,
 * `next start`, the tests).
 */
export type OverloadStats = {
  /** How many requests may be inside Next.js now: it follows the event loop's delay. */
  limit: number;
  inFlight: number;
  queued: number;
  admitted: number;
  refused: { queueFull: number; queueTimeout: number; eventLoop: number };
  eventLoopDelayMs: number;
  /** Requests finished per second, lately. */
  throughput: number;
};
type Published = { settings: Record<string, number>; stats: OverloadStats };

const STATE = Symbol.for('portal-beneficios.overload');

export function overloadState(): Published | null {
  return (globalThis as typeof globalThis & { [STATE]?: Published })[STATE] ?? null;
}
