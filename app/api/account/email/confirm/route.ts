import { emailConfirmRefusal } from '@/lib/account/refusals';
import { contactOf, refreshSession } from '@/lib/account/session';
import type { ContactView } from '@/lib/account/contract';
import { sessionHandler } from '@/lib/bff/handler';
import { CODES } from '@/lib/bff/codes';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { confirmEmailChange } from '@/lib/account/insurer';
import { outcomeOf, spendAttempts } from '@/lib/limits/attempts';
import { securityEvent } from '@/lib/ops/security-event';
import { emailCodeSchema } from '@/lib/validation/account';
import { endOtherSessions } from '@/lib/session/registry';

/**
 * POST API.accountEmailConfirm: the code mailed to the new address. Only the insurer's pending
 * change is saved (the browser sends the code, never the address), and the insurer tells the
 * previous address → ContactView. Every other session of the customer ends (whoever else was
 * logged in may be who changed the address). Each code spends an attempt of the customer's
 * emailCode limit before the insurer sees it, so a burst of guesses cannot outrun the count.
 */
export const POST = sessionHandler(emailCodeSchema, async ({ body, session, cookies }) => {
  const attempt = await spendAttempts([['emailCode', session.identification]]);
  if (attempt.refused) return attempt.refused;
  const result = await confirmEmailChange({ jwt: session.jwt, code: body.code });
  await attempt.settle(outcomeOf(result, [CODES.emailWrongCode]));
  if (result.kind !== 'ok') return insurerFailure(result, emailConfirmRefusal);
  securityEvent({ event: 'account.change', outcome: 'email-confirmed', cpf: session.identification });
  await refreshSession(cookies, session, result.data);
  await endOtherSessions(session, 'email-change');
  return ok<ContactView>(contactOf(result.data));
});
