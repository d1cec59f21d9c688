import { emailConfirmRefusal } from '@/lib/account/refusals';
import { contactOf, refreshSession } from '@/lib/account/session';
import type { ContactView } from '@/lib/account/contract';
import { sessionHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { confirmEmailChange } from '@/lib/account/insurer';
import { emailCodeSchema } from '@/lib/validation/account';
import { endOtherSessions } from '@/lib/session/registry';

/**
 * POST API.accountEmailConfirm: the code mailed to the new address. Only the insurer's pending
 * change is saved (the browser sends the code, never the address) → ContactView. Every other
 * session of the customer ends (whoever else was logged in may be who changed the address).
 */
export const POST = sessionHandler(emailCodeSchema, async ({ body, session, cookies }) => {
  const result = await confirmEmailChange({ jwt: session.jwt, code: body.code });
  if (result.kind !== 'ok') return insurerFailure(result, emailConfirmRefusal);
  await refreshSession(cookies, session, result.data);
  await endOtherSessions(session, 'email-change');
  return ok<ContactView>(contactOf(result.data));
});
