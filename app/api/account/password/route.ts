import { passwordChangeRefusal } from '@/lib/account/refusals';
import { CODES } from '@/lib/bff/codes';
import type { PasswordChanged } from '@/lib/account/contract';
import { withStepUp } from '@/lib/account/step-up';
import { sessionHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { updatePassword } from '@/lib/account/insurer';
import { passwordChangeSchema } from '@/lib/validation/account';
import { endOtherSessions } from '@/lib/session/registry';

/**
 * PUT API.accountPassword → PasswordChanged; this session stays, every other one of the customer
 * ends. The insurer checks the current password first (the step-up); wrong ones count against the
 * login's limit per CPF, spent before the call: past it, 429 with Retry-After.
 */
export const PUT = sessionHandler(passwordChangeSchema, async ({ body, session }) => {
  const stepUp = await withStepUp(session, 'password', CODES.currentPasswordMismatch, () =>
    updatePassword({ jwt: session.jwt, currentPassword: body.currentPassword, newPassword: body.password }),
  );
  if (stepUp.refused) return stepUp.refused;
  if (stepUp.result.kind !== 'ok') return insurerFailure(stepUp.result, passwordChangeRefusal);
  await endOtherSessions(session, 'password-change');
  return ok<PasswordChanged>({ changed: true });
});
