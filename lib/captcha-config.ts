/**
 * Which invisible captcha the browser's submissions use (CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY), set by
 * components/layout/CaptchaConfig.tsx on every page. A module of its own, so that setting it does not
 * bring the captcha's code (lib/captcha-client.ts) into every page: that code comes with the forms.
 */
export type CaptchaProvider = 'none' | 'recaptcha-v3' | 'turnstile';
export type CaptchaConfig = { provider: CaptchaProvider; siteKey?: string };

let config: CaptchaConfig = { provider: 'none' };

export function configureCaptcha(next: CaptchaConfig): void {
  config = next;
}

export const captchaConfig = (): CaptchaConfig => config;
