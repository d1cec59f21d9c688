import { CAPTCHA_TOKENS } from '@/lib/auth/contract';
import type { PreRegisterResult } from '@/lib/auth/contract';
import { clientIp, postHandler } from '@/lib/bff/handler';
import { preRegisterRefusal } from '@/lib/auth/refusals';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { sealSignup } from '@/lib/auth/signup-token';
import { preRegister } from '@/lib/auth/insurer';
import { spendAttempt } from '@/lib/limits/attempts';
import { signupDataSchema } from '@/lib/validation/forms';

/** POST API.preRegister (sign-up step 0) → the sealed, 15-minute signupToken of step 1. Limited per client IP. */
export const POST = postHandler(signupDataSchema, async ({ request, body, caller }) => {
  const refused = await spendAttempt(['preRegisterIp', clientIp(request)]);
  if (refused) return refused;
  const { document, names, phone, email } = body;
  const result = await preRegister({ document, names, phone, ...(await caller()) });
  if (result.kind !== 'ok') return insurerFailure(result, preRegisterRefusal);
  const signupToken = await sealSignup({ userId: result.data.userId, document, names, email, phone });
  return ok<PreRegisterResult>({ signupToken });
}, { captchaTokens: CAPTCHA_TOKENS.preRegister });
