import { z } from '@/lib/validation/z';
import type { RecoveryValidateBody, RecoveryValidateResult } from '@/lib/auth/contract';
import { postHandler } from '@/lib/bff/handler';
import { MESSAGES } from '@/lib/bff/messages';
import { recoveryCookie } from '@/lib/auth/recovery-state';
import { codeRefusal } from '@/lib/auth/refusals';
import { insurerFailure, ok, unauthorized } from '@/lib/bff/replies';
import { passwordValidateCode } from '@/lib/auth/insurer';
import { limiter } from '@/lib/limits/limiter';
import { codeSchema } from '@/lib/validation/forms';

const validateSchema = z.object({ code: codeSchema }) satisfies z.ZodType<RecoveryValidateBody>;

/**
 * POST API.recoveryValidate: '105' → the code is kept in the recovery state;
 * '104' → 'Código inválido…'. After the recoveryCode limit of wrong codes (lib/limits, counted per
 * CPF on the server: the browser's cookie could be replayed) the recovery state is dropped (401):
 * the customer asks for a new code, so a 6-digit code cannot be guessed by brute force.
 */
export const POST = postHandler(validateSchema, async ({ body, cookies }) => {
  const wrongCodes = limiter('recoveryCode');
  const state = await recoveryCookie.read(cookies);
  if (!state || (await wrongCodes.blockedFor(state.document)) > 0) {
    await recoveryCookie.clear(cookies);
    return unauthorized(MESSAGES.Api.recoveryExpired);
  }
  const result = await passwordValidateCode({ document: state.document, code: body.code });
  if (result.kind === 'business' && (await wrongCodes.hit(state.document)) > 0) await recoveryCookie.clear(cookies);
  if (result.kind !== 'ok') return insurerFailure(result, codeRefusal);
  await wrongCodes.reset(state.document);
  await recoveryCookie.write(cookies, { document: state.document, code: body.code });
  return ok<RecoveryValidateResult>({ valid: true });
});
