/** @jest-environment node */
import { DEV_DEFAULTS } from './config/dev-defaults';
import { defaultsWarning, EnvError, parseEnv } from './env-schema';

const realSecrets = {
  SITE_URL: 'https://beneficios.exemplo.com.br',
  INSURER_API_URL: 'https://api.seguradora.example',
  INSURER_TENANT_ID: 'tenant-prod',
  INSURER_AES_PASSPHRASE: 'a-real-passphrase-from-the-vault',
  SESSION_PASSWORD: 'x'.repeat(40),
  DPO_NAME: 'Maria Encarregada',
  DPO_EMAIL: 'dpo@seguradora.example',
};

describe('parseEnv', () => {
  it('uses the documented defaults and the embedded sandbox in development', () => {
    const env = parseEnv({ NODE_ENV: 'development' });
    expect(env.usingSandbox).toBe(true);
    expect(env.INSURER_API_URL).toBe('http://127.0.0.1:4010');
    expect(env.INSURER_TIMEOUT_MS).toBe(8000);
    expect(env.SESSION_PASSWORD).toBe(DEV_DEFAULTS.SESSION_PASSWORD);
    expect(env.defaulted).toEqual(['INSURER_TENANT_ID', 'INSURER_AES_PASSPHRASE', 'SESSION_PASSWORD']);
    expect(defaultsWarning(env)).toMatch(/development defaults for INSURER_TENANT_ID/);
  });

  it('LOGIN_CPF_ATTEMPTS: 4 by default, and always below the insurer’s lock of 5 wrong passwords', () => {
    expect(parseEnv({ NODE_ENV: 'development' }).LOGIN_CPF_ATTEMPTS).toBe(4);
    expect(parseEnv({ NODE_ENV: 'development', LOGIN_CPF_ATTEMPTS: '3' }).LOGIN_CPF_ATTEMPTS).toBe(3);
    expect(() => parseEnv({ NODE_ENV: 'development', LOGIN_CPF_ATTEMPTS: '5' })).toThrow(/LOGIN_CPF_ATTEMPTS must stay below the insurer's lock of 5/);
    expect(() => parseEnv({ NODE_ENV: 'development', LOGIN_CPF_ATTEMPTS: '0' })).toThrow(/LOGIN_CPF_ATTEMPTS/);
  });

  it('tells a SITE_URL that was set from its localhost default', () => {
    expect(parseEnv({ NODE_ENV: 'development' })).toMatchObject({ SITE_URL: 'http://localhost:3000', siteUrlSet: false });
    expect(parseEnv({ NODE_ENV: 'development', SITE_URL: '' }).siteUrlSet).toBe(false);
    expect(parseEnv({ NODE_ENV: 'development', SITE_URL: 'http://localhost:3000' }).siteUrlSet).toBe(true);
  });

  it('allows the defaults in production only against the embedded sandbox', () => {
    expect(parseEnv({ NODE_ENV: 'production', SANDBOX_PORT: '4110' }).INSURER_API_URL).toBe('http://127.0.0.1:4110');
  });

  it('refuses to start in production against a real insurer without real secrets', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', INSURER_API_URL: 'https://api.seguradora.example' })).toThrow(
      /SITE_URL: required in production[\s\S]*INSURER_TENANT_ID: required in production[\s\S]*SESSION_PASSWORD: required in production/,
    );
  });

  it('refuses the published development defaults in production', () => {
    expect(() =>
      parseEnv({ ...realSecrets, NODE_ENV: 'production', SESSION_PASSWORD: DEV_DEFAULTS.SESSION_PASSWORD }),
    ).toThrow(/SESSION_PASSWORD: the published development default/);
  });

  it('publishes a placeholder DPO in development, and requires the real one in production', () => {
    expect(parseEnv({})).toMatchObject({ DPO_NAME: DEV_DEFAULTS.DPO_NAME, DPO_EMAIL: DEV_DEFAULTS.DPO_EMAIL });
    expect(() => parseEnv({ ...realSecrets, NODE_ENV: 'production', DPO_NAME: undefined })).toThrow(/DPO_NAME: the insurer's encarregado is required/);
    expect(() => parseEnv({ ...realSecrets, NODE_ENV: 'production', DPO_EMAIL: DEV_DEFAULTS.DPO_EMAIL })).toThrow(/DPO_EMAIL: the insurer's encarregado/);
    expect(() => parseEnv({ DPO_EMAIL: 'not-an-email' })).toThrow(/DPO_EMAIL/);
  });

  it('accepts real secrets in production and prints no warning', () => {
    const env = parseEnv({ ...realSecrets, NODE_ENV: 'production' });
    expect(env.usingSandbox).toBe(false);
    expect(defaultsWarning(env)).toBeUndefined();
  });

  it('names the variable that is malformed', () => {
    expect(() => parseEnv({ INSURER_TIMEOUT_MS: 'soon' })).toThrow(EnvError);
    expect(() => parseEnv({ INSURER_TIMEOUT_MS: 'soon' })).toThrow(/INSURER_TIMEOUT_MS/);
    expect(() => parseEnv({ INSURER_API_URL: 'not a url' })).toThrow(/INSURER_API_URL/);
    expect(() => parseEnv({ SESSION_PASSWORD: 'short' })).toThrow(/SESSION_PASSWORD: every password must have at least 32/);
  });

  it('reads TRUST_PROXY as trusted hops, the older 1/true as one, as the edge does', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0);
    for (const [raw, hops] of [['0', 0], ['false', 0], ['1', 1], ['true', 1], ['2', 2]] as const) expect(parseEnv({ TRUST_PROXY: raw }).TRUST_PROXY).toBe(hops);
    for (const raw of ['yes', '-1', '11', '1.5']) expect(() => parseEnv({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY: must be a whole number of trusted proxy hops/);
  });

  it('reads a rotation map of session passwords', () => {
    const map = { '2': 'n'.repeat(32), '1': 'o'.repeat(32) };
    expect(parseEnv({ SESSION_PASSWORD: JSON.stringify(map) }).SESSION_PASSWORD).toEqual(map);
    expect(() => parseEnv({ SESSION_PASSWORD: '{"a":1}' })).toThrow(/SESSION_PASSWORD/);
  });
});
