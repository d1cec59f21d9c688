import 'server-only';
import { z } from 'zod';
import { getEnv } from '@/lib/env';

/** The token every submission carries when CAPTCHA_PROVIDER=none (the sandbox accepts it). */
export const SANDBOX_CAPTCHA_TOKEN = 'sandbox';

const VERIFY_URL = {
  'recaptcha-v3': 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;
/** reCAPTCHA v3 scores 0 (bot) to 1 (human); Google's suggested threshold. */
const RECAPTCHA_MIN_SCORE = 0.5;

const verifyAnswerSchema = z.object({ success: z.boolean(), score: z.number().optional() });

export type CaptchaCheck = { kind: 'ok'; token: string } | { kind: 'rejected' } | { kind: 'unavailable' };

/**
 * Verifies the browser's captcha token server-side (siteverify of reCAPTCHA v3 or Turnstile).
 * The token that passed is the one sent upstream as tokenCaptcha.
 */
export async function verifyCaptcha(token: string | null, remoteIp: string): Promise<CaptchaCheck> {
  const env = getEnv();
  const provider = env.CAPTCHA_PROVIDER;
  if (provider === 'none') return { kind: 'ok', token: SANDBOX_CAPTCHA_TOKEN };
  if (!token || !env.CAPTCHA_SECRET_KEY) return { kind: 'rejected' };
  try {
    const response = await fetch(VERIFY_URL[provider], {
      method: 'POST',
      body: new URLSearchParams({ secret: env.CAPTCHA_SECRET_KEY, response: token, remoteip: remoteIp }),
      signal: AbortSignal.timeout(env.INSURER_TIMEOUT_MS),
      cache: 'no-store',
    });
    const answer = verifyAnswerSchema.safeParse(await response.json());
    if (!answer.success) return { kind: 'unavailable' };
    const human = answer.data.success && (provider !== 'recaptcha-v3' || (answer.data.score ?? 0) >= RECAPTCHA_MIN_SCORE);
    return human ? { kind: 'ok', token } : { kind: 'rejected' };
  } catch {
    return { kind: 'unavailable' };
  }
}
