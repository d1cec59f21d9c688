/**
 * The browser side of the invisible captcha (CAPTCHA_PROVIDER): fresh tokens for each submission,
 * one per insurer call that verifies one (lib/bff/protocol.ts CAPTCHA_TOKENS), since a provider
 * accepts a token once. With 'none' (the sandbox default) there is no token and no third-party
 * script ever loads; the server then sends 'sandbox' upstream. The scripts of reCAPTCHA v3 and
 * Turnstile load on the first submission only.
 */
import { captchaConfig } from './captcha-config';

export { configureCaptcha } from './captcha-config';

type Grecaptcha = { ready: (callback: () => void) => void; execute: (siteKey: string, options: { action: string }) => Promise<string> };
type Turnstile = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string;
  execute: (widgetId: string) => void;
  reset: (widgetId: string) => void;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    turnstile?: Turnstile;
  }
}

const SCRIPT = {
  'recaptcha-v3': (siteKey: string) => `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
  turnstile: () => 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
} as const;

const scripts = new Map<string, Promise<void>>();
/** A provider that does not answer in time must not hold the form's loading overlay forever. */
const TOKEN_TIMEOUT_MS = 10_000;


function loadScript(src: string): Promise<void> {
  const known = scripts.get(src);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scripts.delete(src);
      reject(new Error('captcha script failed to load'));
    };
    document.head.appendChild(script);
  });
  scripts.set(src, loading);
  return loading;
}

async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  await loadScript(SCRIPT['recaptcha-v3'](siteKey));
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA unavailable');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}

/** Turnstile: one invisible widget, executed again (after a reset) for every submission. */
let turnstileWidget: Promise<string> | undefined;
let deliverTurnstileToken: ((token: string) => void) | undefined;

async function turnstileToken(siteKey: string): Promise<string> {
  turnstileWidget ??= loadScript(SCRIPT.turnstile()).then(() => {
    const container = document.createElement('div');
    container.hidden = true;
    document.body.appendChild(container);
    return window.turnstile!.render(container, {
      sitekey: siteKey,
      execution: 'execute',
      appearance: 'interaction-only',
      callback: (token: string) => deliverTurnstileToken?.(token),
      'error-callback': () => deliverTurnstileToken?.(''),
      'expired-callback': () => deliverTurnstileToken?.(''),
    });
  });
  const widgetId = await turnstileWidget;
  return new Promise<string>((resolve, reject) => {
    deliverTurnstileToken = (token) => (token ? resolve(token) : reject(new Error('Turnstile challenge failed')));
    window.turnstile!.reset(widgetId);
    window.turnstile!.execute(widgetId);
  });
}

/** A fresh token, or null when no captcha is configured (or it failed to load). */
export async function captchaToken(action: string): Promise<string | null> {
  const { provider, siteKey } = captchaConfig();
  if (provider === 'none' || !siteKey) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('captcha timed out')), TOKEN_TIMEOUT_MS);
  });
  try {
    return await Promise.race([provider === 'recaptcha-v3' ? recaptchaToken(siteKey, action) : turnstileToken(siteKey), timeout]);
  } catch {
    // Without a token the server refuses the submission with a pt-BR message (403).
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** `count` fresh tokens, one after another (Turnstile's widget runs one challenge at a time); [] without a provider or on failure. */
export async function captchaTokens(action: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) {
    const token = await captchaToken(action);
    if (!token) return [];
    tokens.push(token);
  }
  return tokens;
}
