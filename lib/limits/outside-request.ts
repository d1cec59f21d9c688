import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The async context the server started in, captured once by instrumentation.ts (outside any
 * request), on globalThis: Next.js loads instrumentation and each route into module graphs of
 * their own.
 */
const STARTUP = Symbol.for('portal-beneficios.startup-context');
type RunInContext = <R>(fn: () => R) => R;
const holder = globalThis as typeof globalThis & { [STARTUP]?: RunInContext };

/** At server start (instrumentation.ts): remembers the context of the start, before any request. */
export function captureStartupContext(): void {
  holder[STARTUP] ??= AsyncLocalStorage.snapshot();
}

/**
 * Runs `fn` in the server's start-up context instead of the current request's. A timer keeps the
 * async context it was set in until it fires; the memory limiter sets one per key for the limit's
 * whole window (15 minutes and more), so each failed login kept its request's async-local state
 * (its Request, headers and streams, about 25 KB) alive that long. Timers set inside `fn` keep
 * nothing of the request. Before the capture (unit tests), `fn` simply runs.
 */
export function outsideRequest<R>(fn: () => R): R {
  const run = holder[STARTUP];
  return run ? run(fn) : fn();
}

/** Forgets the captured context (tests). */
export function resetStartupContext(): void {
  delete holder[STARTUP];
}
