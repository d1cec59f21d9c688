import 'server-only';
import { MESSAGES } from '@/lib/bff/messages';
import { limiter } from '@/lib/limits/limiter';
import { LIMITS } from '@/lib/limits/limits';
import { formatTime } from '@/lib/time/brazil';

/** A lock of too many wrong current passwords: the message, its end as HH:mm and in epoch ms. */
export type PasswordLock = { message: string; until: string; untilMs: number };

/** The lock of too many wrong current passwords for this customer, if any (lib/limits, the handler's own counter). */
export async function passwordLock(identification: string): Promise<PasswordLock | null> {
  const seconds = await limiter('passwordChange').blockedFor(identification);
  if (!seconds) return null;
  const untilMs = Date.now() + seconds * 1000;
  return { message: MESSAGES.Limits[LIMITS.passwordChange.message], until: formatTime(untilMs), untilMs };
}
