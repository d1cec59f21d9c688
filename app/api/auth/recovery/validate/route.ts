import { z } from 'zod';
import type { RecoveryValidateBody, RecoveryValidateResult } from '@/lib/bff/contract';
import { postHandler } from '@/lib/bff/handler';
import { MESSAGES } from '@/lib/bff/messages';
import { recoveryCookie } from '@/lib/bff/recovery-state';
import { codeRefusal } from '@/lib/bff/refusals';
import { insurerFailure, ok, unauthorized } from '@/lib/bff/replies';
import { passwordValidateCode } from '@/lib/insurer/accounts';
import { codeSchema } from '@/lib/validation/forms';

const validateSchema = z.object({ code: codeSchema }) satisfies z.ZodType<RecoveryValidateBody>;

/** POST API.recoveryValidate: '105' → the code is kept in the recovery state; '104' → 'Código inválido…'. */
export const POST = postHandler(validateSchema, async ({ body, cookies }) => {
  const state = await recoveryCookie.read(cookies);
  if (!state) return unauthorized(MESSAGES.Api.recoveryExpired);
  const result = await passwordValidateCode({ document: state.document, code: body.code });
  if (result.kind !== 'ok') return insurerFailure(result, codeRefusal);
  await recoveryCookie.write(cookies, { document: state.document, code: body.code });
  return ok<RecoveryValidateResult>({ valid: true });
});
