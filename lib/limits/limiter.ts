import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getEnv } from '@/lib/env';
import { countLimitRefusal } from '@/lib/ops/metrics';
import { pseudonym, securityEvent } from '@/lib/ops/security-event';
import { limitRule, type LimitName } from './limits';
import { outsideRequest } from './outside-request';
import { redisClient } from './redis';

/**
 * A limit on attempts of one kind per key (lib/limits/limits.ts), backed by rate-limiter-flexible.
 * With REDIS_URL the counts live in Redis, shared by every instance; without it (the embedded
 * default), or while Redis is unreachable, in this instance's memory.
 */
export type Limiter = {
  /** Seconds `key` must still wait before trying again (0: an attempt remains). Spends nothing. */
  blockedFor(key: string): Promise<number>;
  /**
   * Spends one attempt of `key`, atomically in the store (Redis or memory): `waitSec` 0 when it was
   * within the limit (`remaining`: attempts still left after it), else the seconds to wait.
   */
  spend(key: string): Promise<{ waitSec: number; remaining: number }>;
  /** Gives one spent attempt back (the attempt did not count after all). */
  giveBack(key: string): Promise<void>;
  /** Forgets `key` (e.g. after a successful attempt). */
  reset(key: string): Promise<void>;
};

const secondsOf = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

function wrap(name: LimitName, points: number, store: RateLimiterAbstract): Limiter {
  const limits: Limiter = {
    async blockedFor(key) {
      const res = await store.get(key);
      return res && res.consumedPoints >= points ? secondsOf(res) : 0;
    },
    async spend(key) {
      try {
        const res = await store.consume(key);
        return { waitSec: 0, remaining: res.remainingPoints };
      } catch (error) {
        if (error instanceof RateLimiterRes) return { waitSec: secondsOf(error), remaining: 0 };
        throw error;
      }
    },
    async giveBack(key) {
      // Not below zero: a success may have forgotten the key while this attempt was in flight.
      const res = await store.get(key);
      if (res && res.consumedPoints > 0) await store.reward(key, 1);
    },
    async reset(key) {
      await store.delete(key);
    },
  };
  // One security event when a limit refuses: which limit, and its key (a CPF, an address) only as a pseudonym.
  const refused = (key: string, waitSec: number) => {
    if (waitSec > 0) {
      securityEvent({ event: 'limit.refused', outcome: 'refused', limit: name, keyRef: pseudonym(key), retryAfterSec: waitSec }, 'warn');
      countLimitRefusal(name);
    }
  };
  // Each call runs outside the request: the memory store's expiry timers must not hold it (outside-request.ts).
  return {
    blockedFor: (key) => outsideRequest(() => limits.blockedFor(key)),
    spend: (key) =>
      outsideRequest(() => limits.spend(key)).then((spent) => {
        refused(key, spent.waitSec);
        return spent;
      }),
    giveBack: (key) => outsideRequest(() => limits.giveBack(key)),
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
    const { points, durationSec, blockSec = 0 } = limitRule(name, getEnv());
    const options = { keyPrefix: `limit:${name}`, points, duration: durationSec, blockDuration: blockSec };
    const memory = new RateLimiterMemory(options);
    const redis = redisClient();
    const store = redis ? new RateLimiterRedis({ ...options, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: memory }) : memory;
    found = wrap(name, points, store);
    limiters.set(name, found);
  }
  return found;
}

/** Forgets every count (tests: each starts with fresh limits). */
export function resetLimiters(): void {
  limiters.clear();
}
