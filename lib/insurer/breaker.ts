import 'server-only';
import { log } from '@/lib/ops/log';
import { BrokenCircuitError, CircuitState, ConsecutiveBreaker, circuitBreaker, handleWhenResult, type CircuitBreakerPolicy } from 'cockatiel';

/**
 * The insurer's circuit breaker (cockatiel): after `failures` calls in a row that timed out, could
 * not connect, answered 5xx or answered garbage, it opens for `openMs`: every call then fails at once
 * (the user sees the connection error without waiting for the timeout). The first call after that
 * is a half-open probe: a good answer closes it, another failure opens it again.
 * One breaker per insurer base URL and setting, per server instance.
 */
export type BreakerSettings = { baseUrl: string; failures: number; openMs: number };

/** The kinds of result that count against the insurer (a business refusal is a healthy answer). */
export const isUpstreamFailure = (kind: string) => kind === 'network' || kind === 'timeout' || kind === 'malformed';

// One registry per process, on globalThis: Next bundles route handlers and Server Components into
// separate module graphs, and both must see (and trip) the same breaker.
const REGISTRY = Symbol.for('portal-beneficios.breakers');
const registry = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, CircuitBreakerPolicy> };
const breakers = (registry[REGISTRY] ??= new Map<string, CircuitBreakerPolicy>());
// When each breaker last opened, to tell callers when it lets a call through again (Retry-After).
const OPENED = Symbol.for('portal-beneficios.breakers-opened');
const openedHolder = globalThis as typeof globalThis & { [OPENED]?: WeakMap<CircuitBreakerPolicy, { at: number; openMs: number }> };
const opened = (openedHolder[OPENED] ??= new WeakMap());

export function insurerBreaker({ baseUrl, failures, openMs }: BreakerSettings): CircuitBreakerPolicy {
  const key = `${baseUrl}|${failures}|${openMs}`;
  let breaker = breakers.get(key);
  if (!breaker) {
    breaker = circuitBreaker(
      handleWhenResult((result) => isUpstreamFailure((result as { kind: string }).kind)),
      { halfOpenAfter: openMs, breaker: new ConsecutiveBreaker(failures) },
    );
    const policy = breaker;
    breaker.onStateChange((state) => {
      if (state === CircuitState.Open) opened.set(policy, { at: Date.now(), openMs });
      log.warn({ event: 'insurer.breaker', state: breakerStateName(state), baseUrl });
    });
    breakers.set(key, breaker);
  }
  return breaker;
}

/** A state as the logs name it: 'closed', 'open', 'halfOpen' or 'isolated'. */
export const breakerStateName = (state: CircuitState): string => {
  const name = CircuitState[state];
  return name.charAt(0).toLowerCase() + name.slice(1);
};

/**
 * True when the error is the breaker refusing a call while open. By its marker, not instanceof: the
 * breaker is shared by module graphs (route handlers, Server Components) that each load cockatiel.
 */
export const isBrokenCircuit = (error: unknown) =>
  error instanceof BrokenCircuitError || (typeof error === 'object' && error !== null && (error as { isBrokenCircuitError?: unknown }).isBrokenCircuitError === true);

/**
 * Whole seconds until an open breaker lets its next call through (at least 1), for Retry-After;
 * undefined when it is not open.
 */
export function retryAfterSec(breaker: CircuitBreakerPolicy, now = Date.now()): number | undefined {
  const open = opened.get(breaker);
  if (breaker.state !== CircuitState.Open || !open) return undefined;
  return Math.max(1, Math.ceil((open.at + open.openMs - now) / 1000));
}

/** The state of every breaker, for /api/status and the metrics: 'closed', 'open', 'halfOpen' or 'isolated'. */
export function breakerStates(): Record<string, string> {
  return Object.fromEntries([...breakers].map(([key, breaker]) => [key.split('|')[0]!, CircuitState[breaker.state]]));
}

/** Forgets every breaker (tests). */
export function resetBreakers(): void {
  breakers.clear();
}
