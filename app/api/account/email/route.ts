import { emailRequestRefusal } from '@/lib/account/refusals';
import type { EmailCodeSent } from '@/lib/account/contract';
import { withStepUp } from '@/lib/account/step-up';
import { sessionHandler } from '@/lib/bff/handler';
import { CODES } from '@/lib/bff/codes';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { requestEmailChange } from '@/lib/account/insurer';
import { emailChangeSchema } from '@/lib/validation/account';

/**
 * POST API.accountEmail (also the resend): with the current password (the step-up, checked by the
 * insurer first and limited as the login), the insurer mails a code to the new address and keeps
 * the change pending on its side; nothing changes until the code is confirmed.
 */
export const POST = sessionHandler(emailChangeSchema, async ({ body, session }) => {
  const stepUp = await withStepUp(session, 'email-requested', CODES.stepUpMismatch, () =>
    requestEmailChange({ jwt: session.jwt, email: body.email, currentPassword: body.currentPassword }),
  );
  if (stepUp.refused) return stepUp.refused;
  if (stepUp.result.kind !== 'ok') return insurerFailure(stepUp.result, emailRequestRefusal);
  return ok<EmailCodeSent>({ sent: true });
});
