import { z } from '@/lib/validation/z';
import type { RecoveryValidateBody, RecoveryValidateResult } from '@/lib/auth/contract';
import { postHandler } from '@/lib/bff/handler';
import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { recoveryCookie } from '@/lib/auth/recovery-state';
import { codeRefusal } from '@/lib/auth/refusals';
import { insurerFailure, ok, unauthorized } from '@/lib/bff/replies';
import { passwordValidateCode } from '@/lib/auth/insurer';
import { outcomeOf, spendAttempts } from '@/lib/limits/attempts';
import { securityEvent } from '@/lib/ops/security-event';
import { codeSchema } from '@/lib/validation/forms';

const validateSchema = z.object({ code: codeSchema }) satisfies z.ZodType<RecoveryValidateBody>;

/**
 * POST API.recoveryValidate: '105' → the code is kept in the recovery state;
 * '104' → 'Código inválido…'. Each code spends an attempt of the recoveryCode limit (lib/limits,
 * per CPF on the server: the browser's cookie could be replayed) *before* the insurer sees it, so
 * a burst of guesses cannot outrun the count; past the limit, or after its last attempt failed, the
 * recovery state is dropped (401): the customer asks for a new code, so a 6-digit code cannot be
 * guessed by brute force.
 */
export const POST = postHandler(validateSchema, async ({ body, cookies }) => {
  const state = await recoveryCookie.read(cookies);
  const attempt = state && (await spendAttempts([['recoveryCode', state.document]]));
  if (!state || !attempt || attempt.refused) {
    await recoveryCookie.clear(cookies);
    return unauthorized(MESSAGES.Api.recoveryExpired);
  }
  const result = await passwordValidateCode({ document: state.document, code: body.code });
  const outcome = outcomeOf(result, [CODES.wrongCode]);
  await attempt.settle(outcome);
  if (outcome === 'failed') {
    securityEvent({ event: 'auth.recovery', outcome: 'code-wrong', cpf: state.document }, 'warn');
    if (attempt.last) await recoveryCookie.clear(cookies);
  }
  if (result.kind !== 'ok') return insurerFailure(result, codeRefusal);
  securityEvent({ event: 'auth.recovery', outcome: 'code-ok', cpf: state.document });
  await recoveryCookie.write(cookies, { document: state.document, code: body.code });
  return ok<RecoveryValidateResult>({ valid: true });
});
