import { passwordChangeRefusal } from '@/lib/account/refusals';
import { CODES } from '@/lib/bff/codes';
import type { PasswordChanged } from '@/lib/account/contract';
import { sessionHandler } from '@/lib/bff/handler';
import { MESSAGES } from '@/lib/bff/messages';
import { insurerFailure, ok, tooManyAttempts } from '@/lib/bff/replies';
import { updatePassword } from '@/lib/account/insurer';
import { limiter } from '@/lib/limits/limiter';
import { LIMITS } from '@/lib/limits/limits';
import { passwordChangeSchema } from '@/lib/validation/account';
import { endOtherSessions } from '@/lib/session/registry';

const lockMessage = MESSAGES.Limits[LIMITS.passwordChange.message];

/**
 * PUT API.accountPassword → PasswordChanged; this session stays, every other one of the customer ends. Wrong current passwords count per
 * customer: the 5th in 15 minutes, and every try while locked, answers 429 with Retry-After.
 */
export const PUT = sessionHandler(passwordChangeSchema, async ({ body, session }) => {
  const attempts = limiter('passwordChange');
  const key = session.identification;
  const locked = await attempts.blockedFor(key);
  if (locked) return tooManyAttempts(locked, lockMessage);
  const result = await updatePassword({ jwt: session.jwt, currentPassword: body.currentPassword, newPassword: body.password });
  if (result.kind === 'business' && result.code === CODES.currentPasswordMismatch) {
    const wait = await attempts.hit(key);
    if (wait) return tooManyAttempts(wait, lockMessage);
  }
  if (result.kind !== 'ok') return insurerFailure(result, passwordChangeRefusal);
  await attempts.reset(key);
  await endOtherSessions(session, 'password-change');
  return ok<PasswordChanged>({ changed: true });
});
