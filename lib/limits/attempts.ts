import 'server-only';
import { MESSAGES } from '@/lib/bff/messages';
import { tooManyAttempts, type Reply } from '@/lib/bff/replies';
import { limiter } from './limiter';
import { LIMITS, type LimitName } from './limits';

/** One limit applied to one key; a null key (unknown IP) is not limited. */
export type LimitKey = readonly [LimitName, string | null];

const refusal = (name: LimitName, seconds: number): Reply => tooManyAttempts(seconds, MESSAGES.Limits[LIMITS[name].message]);

/** Failure counters, before the attempt: 429 when any of the keys already used up its attempts, else null. */
export async function refusedByLimits(keys: readonly LimitKey[]): Promise<Reply | null> {
  for (const [name, key] of keys) {
    if (key === null) continue;
    const seconds = await limiter(name).blockedFor(key);
    if (seconds > 0) return refusal(name, seconds);
  }
  return null;
}

/** Failure counters, after a failed attempt: counts it against every key. */
export async function countFailure(keys: readonly LimitKey[]): Promise<void> {
  await Promise.all(keys.map(([name, key]) => (key === null ? undefined : limiter(name).hit(key))));
}

/** Failure counters, after a success: forgets the keys (a customer who got in starts afresh). */
export async function forgetFailures(keys: readonly LimitKey[]): Promise<void> {
  await Promise.all(keys.map(([name, key]) => (key === null ? undefined : limiter(name).reset(key))));
}

/** Rate limits: spends one attempt of the key; 429 when it is over the limit, else null. */
export async function spendAttempt([name, key]: LimitKey): Promise<Reply | null> {
  if (key === null) return null;
  const seconds = await limiter(name).spend(key);
  return seconds > 0 ? refusal(name, seconds) : null;
}
