import 'server-only';
import { getEnv } from '@/lib/env';
import { breakerStates } from '@/lib/insurer/breaker';
import { insurerConfig } from '@/lib/insurer/config';
import { deadline } from '@/lib/insurer/deadline';
import { answers } from '@/lib/insurer/transport';
import { redisHealth } from '@/lib/limits/redis';

export type Readiness = {
  /** ready: serve traffic; degraded: serve, with limits on this instance only; unready: take out of rotation. */
  status: 'ready' | 'degraded' | 'unready';
  checks: { env: 'ok' | 'invalid'; insurer: 'closed' | 'reachable' | 'unreachable'; redis: 'unused' | 'ready' | 'unavailable' };
};

const PROBE_MS = 1000;

/** Any HTTP answer from the insurer's base URL (even 404) means it is reachable. */
async function insurerReachable(): Promise<boolean> {
  const timeout = deadline(PROBE_MS);
  try {
    await answers(insurerConfig().baseUrl, timeout.signal);
    return true;
  } catch {
    return false;
  } finally {
    timeout.clear();
  }
}

/**
 * For a load balancer or a platform's readiness probe: the environment is valid, and the insurer's
 * circuit breaker is closed (no probe then: health checks add no load upstream) or, when it is not,
 * the insurer answers. Redis (when REDIS_URL is set) is reported: without it each instance limits on
 * its own, which is degraded but safe, so it does not take every instance out of rotation at once.
 */
export async function readiness(): Promise<Readiness> {
  try {
    getEnv();
  } catch {
    return { status: 'unready', checks: { env: 'invalid', insurer: 'unreachable', redis: 'unused' } };
  }
  const open = Object.values(breakerStates()).some((state) => state !== 'Closed');
  const insurer = !open ? 'closed' : (await insurerReachable()) ? 'reachable' : 'unreachable';
  const redis = await redisHealth();
  const status = insurer === 'unreachable' ? 'unready' : redis === 'unavailable' ? 'degraded' : 'ready';
  return { status, checks: { env: 'ok', insurer, redis } };
}
