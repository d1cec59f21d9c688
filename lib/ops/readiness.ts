import 'server-only';
import { getEnv } from '@/lib/env';
import { instanceState } from './instance-state';

export type Readiness = {
  /** ready: send traffic; draining: shutting down, send no new traffic; unready: not able to serve. */
  status: 'ready' | 'draining' | 'unready';
  checks: { env: 'ok' | 'invalid'; started: boolean; draining: boolean };
};

/**
 * For a load balancer or a platform's readiness probe: can this instance serve? Its environment is
 * valid, its start-up ran, and it is not draining after SIGTERM. Nothing shared is checked: an
 * insurer outage or a Redis restart is the same weather for every instance, and a probe that failed
 * on it would take them all out of rotation together, turning a degraded service (the pages'
 * degraded content, limits per instance) into the balancer's own 503 for everyone. Those states go
 * to /api/status and the metrics. Cheap and synchronous: it answers within the balancer's timeout
 * even under load.
 */
export function readiness(): Readiness {
  let env: Readiness['checks']['env'] = 'ok';
  try {
    getEnv();
  } catch {
    env = 'invalid';
  }
  const { startedAt, drainingSince } = instanceState();
  const checks = { env, started: startedAt !== undefined, draining: drainingSince !== undefined };
  const status = checks.draining ? 'draining' : env === 'ok' && checks.started ? 'ready' : 'unready';
  return { status, checks };
}
