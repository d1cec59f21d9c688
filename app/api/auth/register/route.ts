import { CAPTCHA_TOKENS } from '@/lib/auth/contract';
import * as z from 'zod/mini';
import { postHandler } from '@/lib/bff/handler';
import { MESSAGES } from '@/lib/bff/messages';
import { registerRefusal } from '@/lib/auth/refusals';
import { insurerFailure, unauthorized } from '@/lib/bff/replies';
import { signIn } from '@/lib/auth/sign-in';
import { openSignup } from '@/lib/auth/signup-token';
import { register } from '@/lib/auth/insurer';
import { newPasswordFormSchema } from '@/lib/validation/forms';

const registerSchema = z.safeExtend(newPasswordFormSchema, { signupToken: z.string({ error: 'Validation.required' }).check(z.minLength(1, 'Validation.required')) });

/** POST API.register (sign-up step 1): creates the account, then logs in → LoginResult. Each call spends its own captcha token. */
export const POST = postHandler(registerSchema, async ({ request, body, cookies, caller }) => {
  const signup = await openSignup(body.signupToken);
  if (!signup) return unauthorized(MESSAGES.Api.signupExpired);
  const { password, confirmPassword } = body;
  const result = await register({ userId: signup.userId, password, confirmPassword, email: signup.email, phone: signup.phone, ...(await caller()) });
  if (result.kind !== 'ok') return insurerFailure(result, registerRefusal);
  return signIn(cookies, { document: signup.document, password, ...(await caller()) }, request);
}, { captchaTokens: CAPTCHA_TOKENS.register });
