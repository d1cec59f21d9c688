import { emailConfirmRefusal } from '@/lib/account/refusals';
import { contactOf, refreshSession } from '@/lib/account/session';
import type { ContactView } from '@/lib/account/contract';
import { sessionHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { confirmEmailChange } from '@/lib/account/insurer';
import { emailCodeSchema } from '@/lib/validation/account';

/**
 * POST API.accountEmailConfirm: the code mailed to the new address. Only the insurer's pending
 * change is saved (the browser sends the code, never the address) → ContactView.
 */
export const POST = sessionHandler(emailCodeSchema, async ({ body, session, cookies }) => {
  const result = await confirmEmailChange({ jwt: session.jwt, code: body.code });
  if (result.kind !== 'ok') return insurerFailure(result, emailConfirmRefusal);
  await refreshSession(cookies, session, result.data);
  return ok<ContactView>(contactOf(result.data));
});
