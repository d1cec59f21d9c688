import type { SandboxContext } from './context.ts';
import { fail, type Envelope } from './envelope.ts';

/**
 * The sandbox's stand-in for the captcha provider the insurer verifies `tokenCaptcha` with: the
 * portal's development token 'sandbox' (CAPTCHA_PROVIDER=none) is always accepted; any other token
 * is accepted once, as reCAPTCHA and Turnstile do, and refused when it comes back.
 */
export const SANDBOX_TOKEN = 'sandbox';
export const CAPTCHA_REFUSED = { code: 'CAPTCHA_INVALID', message: 'Captcha inválido ou já utilizado.' } as const;

/** Spends a token: null when accepted, else the refusal envelope to answer. */
export function spendCaptcha(ctx: SandboxContext, token: string): Envelope | null {
  if (token === SANDBOX_TOKEN) return null;
  if (ctx.captchaTokens.has(token)) return fail(CAPTCHA_REFUSED.code, CAPTCHA_REFUSED.message);
  ctx.captchaTokens.add(token);
  return null;
}
