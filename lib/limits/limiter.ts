import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { log } from '@/lib/ops/log';
import { countLimitRefusal } from '@/lib/ops/metrics';
import { LIMITS, type LimitName, type LimitRule } from './limits';
import { outsideRequest } from './outside-request';
import { redisClient } from './redis';

/**
 * A limit on attempts of one kind per key (lib/limits/limits.ts), backed by rate-limiter-flexible.
 * With REDIS_URL the counts live in Redis, shared by every instance; without it (the embedded
 * default), or while Redis is unreachable, in this instance's memory.
 */
export type Limiter = {
  /** Seconds `key` must still wait before trying again (0: it may try now). Spends nothing. */
  blockedFor(key: string): Promise<number>;
  /** Failure counters: records one failure; the seconds to wait after it (0: attempts remain). */
  hit(key: string): Promise<number>;
  /** Rate limits: spends one attempt; 0 when this attempt is within the limit, else the seconds to wait. */
  spend(key: string): Promise<number>;
  /** Forgets `key` (e.g. after a successful attempt). */
  reset(key: string): Promise<void>;
};

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

function wrap(name: LimitName, store: RateLimiterAbstract): Limiter {
  const { points } = LIMITS[name];
  const limits: Limiter = {
    async blockedFor(key) {
      const res = await store.get(key);
      return res && res.consumedPoints >= points ? secondsOf(res) : 0;
    },
    async hit(key) {
      try {
        const res = await store.consume(key);
        return res.remainingPoints <= 0 ? secondsOf(res) : 0;
      } catch (error) {
        if (error instanceof RateLimiterRes) return secondsOf(error);
        throw error;
      }
    },
    async spend(key) {
      try {
        await store.consume(key);
        return 0;
      } catch (error) {
        if (error instanceof RateLimiterRes) return secondsOf(error);
        throw error;
      }
    },
    async reset(key) {
      await store.delete(key);
    },
  };
  // One line when a limit refuses (or, for a failure counter, locks): which limit, never its key (a CPF, an IP).
  const logged = (check: 'blockedFor' | 'hit' | 'spend') => (waitSec: number) => {
    if (waitSec > 0) {
      log.info({ event: 'limit.refused', limit: name, check, retryAfterSec: waitSec });
      countLimitRefusal(name);
    }
    return waitSec;
  };
  // Each call runs outside the request: the memory store's expiry timers must not hold it (outside-request.ts).
  return {
    blockedFor: (key) => outsideRequest(() => limits.blockedFor(key)).then(logged('blockedFor')),
    hit: (key) => outsideRequest(() => limits.hit(key)).then(logged('hit')),
    spend: (key) => outsideRequest(() => limits.spend(key)).then(logged('spend')),
    reset: (key) => outsideRequest(() => limits.reset(key)),
  };
}

/**
 * One registry per process, on globalThis: Next bundles route handlers and Server Components into
 * separate module graphs, so a plain module-level Map would give the page (e.g. /auth/perfil/senha
 * showing the lock) a different, empty counter from the handler that counts.
 */
const REGISTRY = Symbol.for('portal-beneficios.limiters');
const registry = globalThis as typeof globalThis & { [REGISTRY]?: Map<LimitName, Limiter> };
const limiters = (registry[REGISTRY] ??= new Map<LimitName, Limiter>());

export function limiter(name: LimitName): Limiter {
  let found = limiters.get(name);
  if (!found) {
    const rule: LimitRule = LIMITS[name];
    const { points, durationSec, blockSec = 0 } = rule;
    const options = { keyPrefix: `limit:${name}`, points, duration: durationSec, blockDuration: blockSec };
    const memory = new RateLimiterMemory(options);
    const redis = redisClient();
    const store = redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
    found = wrap(name, store);
    limiters.set(name, found);
  }
  return found;
}

/** Forgets every count (tests: each starts with fresh limits). */
export function resetLimiters(): void {
  limiters.clear();
}
