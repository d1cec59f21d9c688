import 'server-only';
import { breakerStates } from '@/lib/insurer/breaker';
import { insurerConfig } from '@/lib/insurer/config';
import { deadline } from '@/lib/insurer/deadline';
import { answers } from '@/lib/insurer/transport';
import { redisHealth } from '@/lib/limits/redis';
import { instanceState } from './instance-state';
import { overloadState, type OverloadStats } from './overload';
import { readiness, type Readiness } from './readiness';

export type InstanceStatus = {
  readiness: Readiness['status'];
  instance: { uptimeSec: number; startedAt: string | null; drainingSince: string | null };
  /** closed: calls go through, nothing probed; otherwise whether the insurer answers a probe now. */
  insurer: { breaker: 'closed' | 'open' | 'halfOpen'; reachable: boolean | null };
  redis: 'unused' | 'ready' | 'unavailable';
  overload: OverloadStats | null;
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

const iso = (at: number | undefined) => (at === undefined ? null : new Date(at).toISOString());

/**
 * The detailed state of this instance and of what it shares with the others, for people (GET
 * /api/status, with METRICS_TOKEN). Unlike readiness, it may wait on a dependency: up to 1 s for the
 * insurer's probe while its breaker is not closed, 500 ms for Redis.
 */
export async function instanceStatus(): Promise<InstanceStatus> {
  const states = Object.values(breakerStates());
  const breaker = states.includes('Open') || states.includes('Isolated') ? 'open' : states.includes('HalfOpen') ? 'halfOpen' : 'closed';
  const [reachable, redis] = await Promise.all([breaker === 'closed' ? null : insurerReachable(), redisHealth()]);
  const { startedAt, drainingSince } = instanceState();
  return {
    readiness: readiness().status,
    instance: { uptimeSec: Math.round(process.uptime()), startedAt: iso(startedAt), drainingSince: iso(drainingSince) },
    insurer: { breaker, reachable },
    redis,
    overload: overloadState()?.stats ?? null,
  };
}
