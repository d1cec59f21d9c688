import { CAPTCHA_TOKENS } from '@/lib/auth/contract';
import type { RecoveryRequestResult } from '@/lib/auth/contract';
import { postHandler } from '@/lib/bff/handler';
import { recoveryCookie } from '@/lib/auth/recovery-state';
import { recoveryRequestRefusal } from '@/lib/auth/refusals';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { passwordRecovery } from '@/lib/auth/insurer';
import { forgetFailures, spendAttempt } from '@/lib/limits/attempts';
import { recoveryRequestSchema } from '@/lib/validation/forms';

/** POST API.recoveryRequest (also the resend): the insurer e-mails a code; the recovery state starts. Limited per CPF. */
export const POST = postHandler(recoveryRequestSchema, async ({ body, cookies, caller }) => {
  const refused = await spendAttempt(['recoveryRequest', body.document]);
  if (refused) return refused;
  const result = await passwordRecovery({ document: body.document, ...(await caller()) });
  if (result.kind !== 'ok') return insurerFailure(result, recoveryRequestRefusal);
  await forgetFailures([['recoveryCode', body.document]]);
  await recoveryCookie.write(cookies, { document: body.document });
  return ok<RecoveryRequestResult>({ sent: true });
}, { captchaTokens: CAPTCHA_TOKENS.recoveryRequest });
