/**
 * Documented development defaults, shared by the portal (lib/env.ts) and the
 * embedded sandbox insurer (sandbox/config.ts) so both sides agree out of the box.
 *
 * They are NOT secrets: they are published in the README and only ever used
 * against the sandbox. lib/env.ts refuses them in production against a real insurer.
 * Never import this module from client code.
 */
export const DEV_DEFAULTS = {
  SANDBOX_PORT: 4010,
  INSURER_TENANT_ID: 'portal-beneficios-sandbox',
  INSURER_AES_PASSPHRASE: 'dev-only-aes-passphrase-not-for-production',
  SANDBOX_JWT_SECRET: 'dev-only-sandbox-jwt-secret-not-for-production',
  SESSION_PASSWORD: 'dev-only-session-password-at-least-32-chars-long',
  /** The encarregado (DPO) the sandbox portal publishes: a placeholder, refused in production. */
  DPO_NAME: 'Encarregado de Dados (sandbox)',
  DPO_EMAIL: 'dpo@exemplo.com.br',
} as const;

export const sandboxUrl = (port: number | string = DEV_DEFAULTS.SANDBOX_PORT) => `http://127.0.0.1:${port}`;
