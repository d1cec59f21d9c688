import type { CaptchaProvider } from '@/lib/captcha-config';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '../../scripts/server/security-headers.mjs';

/**
 * The Content-Security-Policy of every page, built in one place (pure: proxy.ts and the tests use it).
 *
 * - Dynamic pages (everything rendered per request): a fresh nonce per request,
 *   `script-src 'self' 'nonce-…' 'strict-dynamic'`; Next.js puts the nonce on its scripts, and
 *   scripts those scripts add (code loaded on demand, the tag manager, the captcha) inherit the trust.
 *   Stylesheets are files, allowed by 'self'.
 * - Prerendered public pages (served as built to visitors without a session): the same HTML for
 *   everyone, so no nonce; instead the SHA-256 of each of their inline scripts and styles, taken
 *   from the built HTML (scripts/csp-hashes.mjs), and 'self' for the bundles.
 *
 * Third parties appear only when configured: the captcha provider and Google Tag Manager.
 * `base-uri 'none'`: no page uses <base>, so an injected one cannot redirect relative URLs.
 * Violations are reported to app/api/csp-report (`report-to`, the Reporting-Endpoints group every
 * answer names, scripts/server/security-headers.mjs; `report-uri` for browsers without it).
 */

export type CspOptions = {
  /** Dynamic page: the request's nonce. */
  nonce?: string;
  /** Prerendered page: the base64 SHA-256 of its inline scripts and styles. */
  hashes?: { scripts: readonly string[]; styles: readonly string[] };
  captcha: CaptchaProvider;
  tagManager: boolean;
  /** Upgrade http subresources (production over HTTPS). */
  https: boolean;
  /** Next.js's development server evaluates code: 'unsafe-eval' there only. */
  development?: boolean;
};

const CAPTCHA_HOSTS: Record<Exclude<CaptchaProvider, 'none'>, { script: string[]; frame: string[]; connect: string[] }> = {
  'recaptcha-v3': {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    connect: ['https://www.google.com/recaptcha/'],
  },
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    frame: ['https://challenges.cloudflare.com'],
    connect: ['https://challenges.cloudflare.com'],
  },
};

const TAG_MANAGER_HOSTS = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://www.google-analytics.com'],
  connect: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

const quote = (hash: string) => `'sha256-${hash}'`;

export function contentSecurityPolicy({ nonce, hashes, captcha, tagManager, https, development = false }: CspOptions): string {
  const thirdParty = captcha === 'none' ? { script: [], frame: [], connect: [] } : CAPTCHA_HOSTS[captcha];
  const gtm = tagManager ? TAG_MANAGER_HOSTS : { script: [], img: [], connect: [] };
  const eval_ = development ? ["'unsafe-eval'"] : [];

  const scriptSrc = nonce
    ? ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...eval_]
    : ["'self'", ...(hashes?.scripts ?? []).map(quote), ...thirdParty.script, ...gtm.script, ...eval_];
  const styleSrc = nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'", ...(hashes?.styles ?? []).map(quote)];

  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    ['style-src', styleSrc],
    // React renders a few `style` attributes (e.g. the CV preview's chosen colour): attributes only.
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...gtm.img]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...thirdParty.connect, ...gtm.connect]],
    ['frame-src', thirdParty.frame.length ? thirdParty.frame : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['report-uri', [CSP_REPORT_PATH]],
    ['report-to', [CSP_REPORT_GROUP]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** A fresh nonce: 128 random bits, base64 (Web Crypto: works in proxy.ts and in Node). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The request header through which proxy.ts hands the nonce to the page being rendered. */
export const NONCE_HEADER = 'x-nonce';
