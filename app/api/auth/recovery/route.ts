import { CAPTCHA_TOKENS } from '@/lib/auth/contract';
import type { RecoveryRequestResult } from '@/lib/auth/contract';
import { clientIp, postHandler } from '@/lib/bff/handler';
import { recoveryCookie } from '@/lib/auth/recovery-state';
import { recoveryRequestRefusal } from '@/lib/auth/refusals';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { passwordRecovery } from '@/lib/auth/insurer';
import { forgetAttempts, spendAttempt } from '@/lib/limits/attempts';
import { securityEvent } from '@/lib/ops/security-event';
import { recoveryRequestSchema } from '@/lib/validation/forms';

/** The insurer's 'no account for this CPF': answered as a sent code, so the form tells nobody which CPFs have an account. */
const NO_ACCOUNT = '101';

/**
 * POST API.recoveryRequest (also the resend): the insurer e-mails a code when the e-mail typed is
 * the account's; the recovery state starts. The answer is the same whether or not the CPF has an
 * account and the e-mail is its own (no enumeration: same status, body and cookie; a mismatch
 * simply mails no code). Limited per CPF.
 */
export const POST = postHandler(recoveryRequestSchema, async ({ request, body, cookies, caller }) => {
  const refused = await spendAttempt(['recoveryRequest', body.document]);
  if (refused) return refused;
  const result = await passwordRecovery({ document: body.document, email: body.email, ...(await caller()) });
  const unknown = result.kind === 'business' && result.code === NO_ACCOUNT;
  if (result.kind !== 'ok' && !unknown) return insurerFailure(result, recoveryRequestRefusal);
  securityEvent({ event: 'auth.recovery', outcome: 'requested', cpf: body.document, client: clientIp(request) });
  await forgetAttempts([['recoveryCode', body.document]]);
  await recoveryCookie.write(cookies, { document: body.document });
  return ok<RecoveryRequestResult>({ sent: true });
}, { captchaTokens: CAPTCHA_TOKENS.recoveryRequest });
