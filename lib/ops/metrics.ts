import 'server-only';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { getEnv } from '@/lib/env';
import { breakerStates } from '@/lib/insurer/breaker';
import { redisClient } from '@/lib/limits/redis';
import { instanceState } from './instance-state';
import { overloadState } from './overload';

/**
 * The portal's Prometheus metrics, served by GET /api/metrics with the METRICS_TOKEN.
 * One registry per process, on globalThis: route handlers, Server Components and proxy.ts are
 * separate module graphs, and every one must count into the same registry. Each instance is scraped
 * on its own (its own counters); labels are bounded (route patterns, operations, kinds), never a
 * value a customer typed. Without METRICS_TOKEN nothing is collected at all (no registry, no
 * event-loop monitor): the observe functions return at once.
 */
type PortalMetrics = {
  registry: Registry;
  requests: Histogram<'route' | 'method' | 'status_class'>;
  insurerCalls: Histogram<'operation' | 'outcome'>;
  limitRefusals: Counter<'limit'>;
};

const KEY = Symbol.for('portal-beneficios.metrics');
const holder = globalThis as typeof globalThis & { [KEY]?: PortalMetrics };

/** The insurer breaker's state as a number: 0 closed, 1 half-open, 2 open (the worst of the instance's breakers). */
const BREAKER_LEVEL: Record<string, number> = { Closed: 0, HalfOpen: 1, Open: 2, Isolated: 2 };

function create(): PortalMetrics {
  const registry = new Registry();
  // Process CPU and memory, GC, handles, and the event-loop delay (nodejs_eventloop_lag_p50/p99/max_seconds…).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Duration of the route handlers (BFF) by route pattern, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const insurerCalls = new Histogram({
    name: 'portal_insurer_call_duration_seconds',
    help: "Duration of the insurer's calls by operation and outcome (ok, business, network, timeout, malformed, breaker-open).",
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const limitRefusals = new Counter({
    name: 'portal_limit_refusals_total',
    help: "Requests refused by one of the portal's own limits, by limit.",
    labelNames: ['limit'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'portal_insurer_breaker_state',
    help: "The insurer circuit breaker: 0 closed, 1 half-open, 2 open.",
    registers: [registry],
    collect() {
      this.set(Math.max(0, ...Object.values(breakerStates()).map((state) => BREAKER_LEVEL[state] ?? 0)));
    },
  });
  new Gauge({
    name: 'portal_redis_available',
    help: 'Whether the shared Redis of the limits answers (1), is lost (0: limits per instance), or is not configured (-1).',
    registers: [registry],
    collect() {
      const redis = redisClient();
      this.set(redis === null ? -1 : redis.status === 'ready' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'portal_draining',
    help: 'Whether this instance is draining after SIGTERM (1): readiness answers 503 while it still serves.',
    registers: [registry],
    collect() {
      this.set(instanceState().drainingSince === undefined ? 0 : 1);
    },
  });
  new Gauge({
    name: 'portal_overload_requests',
    help: 'Requests inside the portal (in_flight), waiting at the overload guard (queued), and how many it lets in at once now (limit).',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = overloadState()?.stats;
      if (!stats) return;
      this.set({ state: 'in_flight' }, stats.inFlight);
      this.set({ state: 'queued' }, stats.queued);
      this.set({ state: 'limit' }, stats.limit);
    },
  });
  new Counter({
    name: 'portal_overload_refusals_total',
    help: 'Requests refused by the overload guard with 503 and Retry-After, by reason (queueFull, queueTimeout, eventLoop).',
    labelNames: ['reason'] as const,
    registers: [registry],
    collect() {
      const refused = overloadState()?.stats.refused;
      if (!refused) return;
      this.reset();
      for (const [reason, count] of Object.entries(refused)) this.inc({ reason }, count);
    },
  });
  return { registry, requests, insurerCalls, limitRefusals };
}

const metrics = (): PortalMetrics => (holder[KEY] ??= create());
const enabled = () => Boolean(getEnv().METRICS_TOKEN);

/** 2xx, 3xx, 4xx or 5xx. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** One answered route-handler request. */
export function observeRequest(route: string, method: string, status: number, seconds: number): void {
  if (enabled()) metrics().requests.observe({ route, method, status_class: statusClass(status) }, seconds);
}

/** One insurer call and how it ended. */
export function observeInsurerCall(operation: string, outcome: string, seconds: number): void {
  if (enabled()) metrics().insurerCalls.observe({ operation, outcome }, seconds);
}

/** One request refused by `limit` (its name in lib/limits). */
export function countLimitRefusal(limit: string): void {
  if (enabled()) metrics().limitRefusals.inc({ limit });
}

/** The exposition text and its content type, for GET /api/metrics. */
export async function metricsExposition(): Promise<{ text: string; contentType: string }> {
  const { registry } = metrics();
  return { text: await registry.metrics(), contentType: registry.contentType };
}
