import { CAPTCHA_TOKENS } from '@/lib/auth/contract';
import { clientIp, postHandler } from '@/lib/bff/handler';
import { signIn } from '@/lib/auth/sign-in';
import { CODES } from '@/lib/bff/codes';
import { spendAttempts, type AttemptOutcome } from '@/lib/limits/attempts';
import { securityEvent } from '@/lib/ops/security-event';
import { loginSchema } from '@/lib/validation/forms';

/** A refusal of the insurer (400) counts; a login spends nothing more; any other answer judged nothing. */
const outcomeOfLogin = (status: number): AttemptOutcome => (status === 200 ? 'succeeded' : status === 400 ? 'failed' : 'void');

/**
 * POST API.login → LoginResult and the session cookie (or the pending ecosystem choice). Each login
 * spends an attempt per CPF and per client IP *before* the insurer is called (lib/limits), so a burst
 * cannot pass the limits; at a limit the portal answers 429 without asking the insurer. The per-CPF
 * limit stays below the insurer's own lock. A success gives the attempts back (the CPF starts afresh).
 */
export const POST = postHandler(loginSchema, async ({ request, body, cookies, caller }) => {
  const client = clientIp(request);
  const attempt = await spendAttempts([
    ['loginCpf', body.document],
    ['loginIp', client],
  ]);
  if (attempt.refused) {
    securityEvent({ event: 'auth.login', outcome: 'locked', reason: 'portal-limit', cpf: body.document, client }, 'warn');
    return attempt.refused;
  }
  const reply = await signIn(cookies, { ...body, ...(await caller()) }, request);
  const outcome = outcomeOfLogin(reply.status);
  await attempt.settle(outcome);
  if (outcome === 'succeeded') securityEvent({ event: 'auth.login', outcome: 'success', cpf: body.document, client });
  if (outcome === 'failed') {
    const locked = (reply.body as { code?: string } | undefined)?.code === CODES.loginBlocked;
    securityEvent({ event: 'auth.login', outcome: locked ? 'locked' : 'refused', reason: locked ? 'insurer-lock' : 'credentials', cpf: body.document, client }, 'warn');
  }
  return reply;
}, { captchaTokens: CAPTCHA_TOKENS.login });
