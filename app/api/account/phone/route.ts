import { phoneRefusal } from '@/lib/account/refusals';
import { contactOf, refreshSession } from '@/lib/account/session';
import type { ContactView } from '@/lib/account/contract';
import { withStepUp } from '@/lib/account/step-up';
import { sessionHandler } from '@/lib/bff/handler';
import { CODES } from '@/lib/bff/codes';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { updatePhone } from '@/lib/account/insurer';
import { phoneChangeSchema } from '@/lib/validation/account';

/** PUT API.accountPhone: the new mobile phone with the current password (the step-up), saved at once → ContactView. */
export const PUT = sessionHandler(phoneChangeSchema, async ({ body, session, cookies }) => {
  const stepUp = await withStepUp(session, 'phone', CODES.stepUpMismatch, () =>
    updatePhone({ jwt: session.jwt, phone: body.phone, currentPassword: body.currentPassword }),
  );
  if (stepUp.refused) return stepUp.refused;
  const { result } = stepUp;
  if (result.kind !== 'ok') return insurerFailure(result, phoneRefusal);
  await refreshSession(cookies, session, result.data);
  return ok<ContactView>(contactOf(result.data));
});
