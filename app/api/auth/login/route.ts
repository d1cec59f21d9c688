import { CAPTCHA_TOKENS } from '@/lib/auth/contract';
import { clientIp, postHandler } from '@/lib/bff/handler';
import { signIn } from '@/lib/auth/sign-in';
import { countFailure, forgetFailures, refusedByLimits, type LimitKey } from '@/lib/limits/attempts';
import { loginSchema } from '@/lib/validation/forms';

/**
 * POST API.login → LoginResult and the session cookie (or the pending ecosystem choice). Failed
 * logins (any refusal of the insurer) count per CPF and per client IP; at the limit the portal
 * answers 429 without asking the insurer (lib/limits). A success clears the CPF's count.
 */
export const POST = postHandler(loginSchema, async ({ request, body, cookies, caller }) => {
  const keys: LimitKey[] = [
    ['loginCpf', body.document],
    ['loginIp', clientIp(request)],
  ];
  const refused = await refusedByLimits(keys);
  if (refused) return refused;
  const reply = await signIn(cookies, { ...body, ...(await caller()) }, request);
  if (reply.status === 400) await countFailure(keys);
  if (reply.status === 200) await forgetFailures(keys.slice(0, 1));
  return reply;
}, { captchaTokens: CAPTCHA_TOKENS.login });
