import 'server-only';
import { MESSAGES } from '@/lib/bff/messages';
import { limiter } from '@/lib/limits/limiter';
import { formatTime } from '@/lib/time/brazil';

/** A lock of too many wrong passwords: the message, its end as HH:mm and in epoch ms. */
export type PasswordLock = { message: string; until: string; untilMs: number };

/**
 * The lock of too many wrong passwords for this customer (CPF), if any: the login's limit
 * (lib/limits loginCpf), which the account changes' step-up spends too.
 */
export async function passwordLock(identification: string): Promise<PasswordLock | null> {
  const seconds = await limiter('loginCpf').blockedFor(identification);
  if (!seconds) return null;
  const untilMs = Date.now() + seconds * 1000;
  return { message: MESSAGES.Limits.accountChange, until: formatTime(untilMs), untilMs };
}
