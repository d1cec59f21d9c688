import { emailRequestRefusal } from '@/lib/account/refusals';
import type { EmailCodeSent } from '@/lib/account/contract';
import { sessionHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { requestEmailChange } from '@/lib/account/insurer';
import { emailChangeSchema } from '@/lib/validation/account';

/**
 * POST API.accountEmail (also the resend): the insurer mails a code to the new address and keeps
 * the change pending on its side; nothing changes until the code is confirmed.
 */
export const POST = sessionHandler(emailChangeSchema, async ({ body, session }) => {
  const result = await requestEmailChange({ jwt: session.jwt, email: body.email });
  if (result.kind !== 'ok') return insurerFailure(result, emailRequestRefusal);
  return ok<EmailCodeSent>({ sent: true });
});
