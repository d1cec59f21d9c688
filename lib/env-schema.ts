import { z } from '@/lib/validation/z';
import { DEV_DEFAULTS, sandboxUrl } from './config/dev-defaults.ts';
import { TRUSTED_HOPS_RULE, parseTrustedHops } from '../scripts/server/trusted-hops.mjs';

/**
 * The portal's environment, validated with zod. Pure (no side effects) so it can be
 * unit-tested; lib/env.ts parses process.env once with it on the server.
 */
/**
 * TRUST_PROXY: the proxy hops in front of the portal that are trusted (0: none). The edge reads it the
 * same way (scripts/server/trusted-hops.mjs) to settle the client's address; here, ≥ 1 means "behind
 * a trusted proxy" (its X-Forwarded-Host/-Proto, X-Request-Id, the platform's city header).
 */
const trustedHops = z.string().transform((raw, ctx) => {
  const hops = parseTrustedHops(raw);
  if (hops !== null) return hops;
  ctx.addIssue({ code: 'custom', message: `must be ${TRUSTED_HOPS_RULE}` });
  return z.NEVER;
});
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** SESSION_PASSWORD is one password (>= 32 chars) or a JSON map {"2":"new","1":"old"} for rotation. */
const sessionPassword = z.string().transform((raw, ctx) => {
  const value = raw.trim();
  if (!value.startsWith('{')) return value;
  try {
    return z.record(z.string().regex(/^\d+$/), z.string()).parse(JSON.parse(value));
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a password or a JSON map like {"2":"new","1":"old"}' });
    return z.NEVER;
  }
});

/** The insurer locks an account at its 5th wrong password in a row (docs/sandbox.md); only a recovery undoes it. */
export const INSURER_PASSWORD_LOCK = 5;
/** LOGIN_CPF_ATTEMPTS when unset: one under the insurer's lock (lib/limits/limits.ts loginCpf). */
export const LOGIN_CPF_ATTEMPTS_DEFAULT = INSURER_PASSWORD_LOCK - 1;

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z.url().default('http://localhost:3000'),
  INSURER_API_URL: z.url().optional(),
  SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(DEV_DEFAULTS.SANDBOX_PORT),
  INSURER_TENANT_ID: z.string().min(1).optional(),
  INSURER_AES_PASSPHRASE: z.string().min(16).optional(),
  INSURER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(8000),
  INSURER_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  INSURER_BREAKER_OPEN_MS: z.coerce.number().int().min(100).max(600000).default(10000),
  /** After SIGTERM: how long readiness says `draining` while the instance still serves, before it stops accepting connections. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120000).default(5000),
  REDIS_URL: z.url().optional(),
  /** Password attempts per CPF in 15 minutes (login and the account changes' step-up); below the insurer's own lock. */
  LOGIN_CPF_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(INSURER_PASSWORD_LOCK - 1, `LOGIN_CPF_ATTEMPTS must stay below the insurer's lock of ${INSURER_PASSWORD_LOCK} wrong passwords`)
    .default(LOGIN_CPF_ATTEMPTS_DEFAULT),
  SESSION_PASSWORD: sessionPassword.optional(),
  TRUST_PROXY: trustedHops.default(0),
  CAPTCHA_PROVIDER: z.enum(['none', 'recaptcha-v3', 'turnstile']).default('none'),
  CAPTCHA_SITE_KEY: optionalText,
  GTM_ID: optionalText,
  /** The encarregado (DPO, LGPD art. 41): published on every page's footer and on /auth/perfil/meus-dados. */
  DPO_NAME: z.string().trim().min(1).max(120).default(DEV_DEFAULTS.DPO_NAME),
  DPO_EMAIL: z.email().max(120).default(DEV_DEFAULTS.DPO_EMAIL),
  LEGAL_CACHE_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** The bearer token of GET /api/metrics; unset: the route answers 404. */
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must have at least 24 characters').optional(),
  /** Read by lib/ops/log.ts straight from process.env (it logs this module's own errors); validated here. */
  /** The key of the security events' pseudonyms of CPFs and addresses (lib/ops/security-event.ts); unset: derived from SESSION_PASSWORD. */
  LOG_PSEUDONYM_KEY: z.string().min(32, 'LOG_PSEUDONYM_KEY must have at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where traces go (OTLP over HTTP); unset: no tracing at all. Read by OpenTelemetry itself (lib/ops/tracing.ts); validated here. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
});

export type RawEnv = z.infer<typeof envSchema>;

export type Env = Omit<RawEnv, 'INSURER_TENANT_ID' | 'INSURER_AES_PASSPHRASE' | 'SESSION_PASSWORD' | 'INSURER_API_URL'> & {
  INSURER_API_URL: string;
  INSURER_TENANT_ID: string;
  INSURER_AES_PASSPHRASE: string;
  SESSION_PASSWORD: string | Record<string, string>;
  /** True when no INSURER_API_URL is set and the embedded sandbox insurer is the upstream. */
  usingSandbox: boolean;
  /** True when SITE_URL was set (not its localhost:3000 default): absolute links then use the request's own origin. */
  siteUrlSet: boolean;
  /** Names of the variables that fell back to their documented development defaults. */
  defaulted: string[];
};

export class EnvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvError';
  }
}

const SECRETS = ['INSURER_TENANT_ID', 'INSURER_AES_PASSPHRASE', 'SESSION_PASSWORD'] as const;

function passwordsOf(value: string | Record<string, string>): string[] {
  return typeof value === 'string' ? [value] : Object.values(value);
}

/** Parses and checks an environment; throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  const raw = result.data;
  const usingSandbox = !raw.INSURER_API_URL;
  const strict = raw.NODE_ENV === 'production' && !usingSandbox;

  const defaulted: string[] = [];
  const pick = <K extends (typeof SECRETS)[number]>(name: K) => {
    const value = raw[name];
    if (value !== undefined) return value;
    defaulted.push(name);
    return DEV_DEFAULTS[name];
  };
  const env: Env = {
    ...raw,
    INSURER_API_URL: raw.INSURER_API_URL ?? sandboxUrl(raw.SANDBOX_PORT),
    INSURER_TENANT_ID: pick('INSURER_TENANT_ID'),
    INSURER_AES_PASSPHRASE: pick('INSURER_AES_PASSPHRASE'),
    SESSION_PASSWORD: pick('SESSION_PASSWORD'),
    usingSandbox,
    siteUrlSet: cleaned.SITE_URL !== undefined,
    defaulted,
  };

  const problems: string[] = [];
  for (const pw of passwordsOf(env.SESSION_PASSWORD)) {
    if (pw.length < 32) problems.push('  - SESSION_PASSWORD: every password must have at least 32 characters');
  }
  if (strict) {
    if (!source.SITE_URL) problems.push('  - SITE_URL: required in production against a real insurer (canonical URLs, cookies)');
    for (const name of defaulted) problems.push(`  - ${name}: required in production against a real insurer`);
    for (const name of ['DPO_NAME', 'DPO_EMAIL'] as const) {
      if (!source[name] || env[name] === DEV_DEFAULTS[name]) problems.push(`  - ${name}: the insurer's encarregado is required in production against a real insurer`);
    }
    for (const name of SECRETS) {
      const devValue = DEV_DEFAULTS[name];
      const values = name === 'SESSION_PASSWORD' ? passwordsOf(env.SESSION_PASSWORD) : [env[name] as string];
      if (!defaulted.includes(name) && values.includes(devValue)) {
        problems.push(`  - ${name}: the published development default cannot be used in production`);
      }
    }
    if (env.CAPTCHA_PROVIDER !== 'none' && !env.CAPTCHA_SITE_KEY) {
      problems.push('  - CAPTCHA_SITE_KEY: required when CAPTCHA_PROVIDER is not "none"');
    }
  }
  if (problems.length > 0) throw new EnvError(`Invalid environment variables:\n${problems.join('\n')}`);
  return env;
}

/** The one start-up warning for variables left on their development defaults, if any. */
export function defaultsWarning(env: Env): string | undefined {
  if (env.defaulted.length === 0) return undefined;
  return (
    `[env] Using documented development defaults for ${env.defaulted.join(', ')}` +
    (env.usingSandbox ? ' (embedded sandbox insurer).' : '.') +
    ' Never use them against a real insurer.'
  );
}
