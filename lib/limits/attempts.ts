import 'server-only';
import { MESSAGES } from '@/lib/bff/messages';
import { tooManyAttempts, type Reply } from '@/lib/bff/replies';
import type { InsurerResult } from '@/lib/insurer/request';
import { limiter } from './limiter';
import { LIMITS, type LimitName, type LimitRule } from './limits';

/** One limit applied to one key; a null key (unknown IP) is not limited. */
export type LimitKey = readonly [LimitName, string | null];

/** How a spent attempt ended. */
export type AttemptOutcome =
  /** Wrong (a password, a code): the attempt stays spent. */
  | 'failed'
  /** Judged nothing (the insurer did not answer, the captcha was refused): the attempt is given back. */
  | 'void'
  /** Right: the keys start afresh (a shared key, a client address, only gets this attempt back). */
  | 'succeeded';

/** An attempt spent before the insurer is called; `settle` once it is known how it went. */
export type Attempt =
  | { refused: Reply }
  | {
      refused: null;
      /** This was the last attempt of one of the keys: a failure now reaches the limit. */
      last: boolean;
      settle(outcome: AttemptOutcome): Promise<void>;
    };

const refusal = (name: LimitName, seconds: number, message?: string): Reply =>
  tooManyAttempts(seconds, message ?? MESSAGES.Limits[LIMITS[name].message]);

/**
 * Spends one attempt of every key *before* the attempt is made, each atomically in the store, so a
 * burst of parallel requests cannot pass the limit while the first ones are still in flight (the Nth
 * is refused once the limit's N-1 are spent). When one key has none left, 429 with Retry-After and
 * the limit's message (or `message`), and the keys already spent for this request are given back.
 * Rate limits (contact, survey…) simply never settle.
 */
export async function spendAttempts(keys: readonly LimitKey[], { message }: { message?: string } = {}): Promise<Attempt> {
  const spent: [LimitName, string][] = [];
  let last = false;
  for (const [name, key] of keys) {
    if (key === null) continue;
    const { waitSec, remaining } = await limiter(name).spend(key);
    if (waitSec > 0) {
      await Promise.all(spent.map(([spentName, spentKey]) => limiter(spentName).giveBack(spentKey)));
      return { refused: refusal(name, waitSec, message) };
    }
    spent.push([name, key]);
    if (remaining === 0) last = true;
  }
  return {
    refused: null,
    last,
    async settle(outcome) {
      if (outcome === 'failed') return;
      const forget = (name: LimitName) => outcome === 'succeeded' && !(LIMITS[name] as LimitRule).shared;
      await Promise.all(spent.map(([name, key]) => (forget(name) ? limiter(name).reset(key) : limiter(name).giveBack(key))));
    },
  };
}

/** A rate limit: spends one attempt of the key; 429 when it is over the limit, else null. */
export async function spendAttempt(key: LimitKey): Promise<Reply | null> {
  return (await spendAttempts([key])).refused;
}

/** Forgets the keys' attempts (a new recovery code starts a new count of wrong codes). */
export async function forgetAttempts(keys: readonly LimitKey[]): Promise<void> {
  await Promise.all(keys.map(([name, key]) => (key === null ? undefined : limiter(name).reset(key))));
}

/**
 * How an insurer call settles its attempt: its answer → 'succeeded'; one of `wrongCodes` (a wrong
 * password, a wrong code) → 'failed'; any other refusal or no answer judged nothing → 'void'.
 */
export function outcomeOf(result: InsurerResult<unknown>, wrongCodes: readonly string[]): AttemptOutcome {
  if (result.kind === 'ok') return 'succeeded';
  return result.kind === 'business' && wrongCodes.includes(result.code) ? 'failed' : 'void';
}
