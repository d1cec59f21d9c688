import 'server-only';
import { readiness } from './readiness';

/** What a probe answers: its status and JSON body. */
export type ProbeAnswer = { status: number; body: unknown };

/** Liveness: the process answers. Nothing else is checked (readiness says whether it can serve). */
export const healthAnswer = (): ProbeAnswer => ({ status: 200, body: { status: 'ok' } });

/** Readiness: 200 while this instance can serve, 503 when it cannot or is draining (lib/ops/readiness.ts). */
export function readinessAnswer(): ProbeAnswer {
  const result = readiness();
  return { status: result.status === 'ready' ? 200 : 503, body: result };
}

/**
 * Hands the probes to the overload guard (scripts/server/overload-guard.mjs), which answers
 * GET /api/health and /api/ready with them in the very callback the request arrives in: through
 * Next.js a probe waits behind the queued work at each of its asynchronous steps, and under load
 * that alone outlasted a balancer's 1 s check. The routes answer the same way when no guard runs.
 */
export function publishProbes(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for('portal-beneficios.probes')] = { '/api/health': healthAnswer, '/api/ready': readinessAnswer };
}
