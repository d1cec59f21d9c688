import type { SandboxConfig } from './config.ts';
import type { Db } from './db.ts';
import type { FaultRegistry } from './faults.ts';

/** What every route needs; `now` is injectable so tests control the 10 min / 12 h / 24 h windows. */
export type SandboxContext = {
  db: Db;
  config: SandboxConfig;
  now: () => number;
  log: (line: string) => void;
  faults: FaultRegistry;
  /** Captcha tokens already verified (sandbox/captcha.ts); cleared by reset. */
  captchaTokens: Set<string>;
};

/** Hono environment: the bearer middleware stores the authenticated CPF. */
export type SandboxEnv = { Variables: { cpf: string } };

/** Developer endpoints live under this prefix: no tenant-id, no faults. */
export const DEV_PREFIX = '/__sandbox';
export const isDeveloperPath = (path: string) => path === DEV_PREFIX || path.startsWith(`${DEV_PREFIX}/`);
