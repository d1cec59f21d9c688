import { resolve } from 'node:path';
import { DEV_DEFAULTS } from '../lib/config/dev-defaults.ts';

export type SandboxConfig = {
  port: number;
  /** A file path, or ':memory:' (tests). */
  dbPath: string;
  tenantId: string;
  aesPassphrase: string;
  jwtSecret: string;
};

const DEFAULT_DB_PATH = '.data/sandbox.db';

/** Reads the sandbox settings from the environment, falling back to the shared dev defaults. */
export function loadSandboxConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  const port = Number(env.SANDBOX_PORT ?? DEV_DEFAULTS.SANDBOX_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SANDBOX_PORT must be a port number, got '${env.SANDBOX_PORT}'`);
  const dbPath = env.SANDBOX_DB || DEFAULT_DB_PATH;
  return {
    port,
    dbPath: dbPath === ':memory:' ? dbPath : resolve(dbPath),
    tenantId: env.INSURER_TENANT_ID || DEV_DEFAULTS.INSURER_TENANT_ID,
    aesPassphrase: env.INSURER_AES_PASSPHRASE || DEV_DEFAULTS.INSURER_AES_PASSPHRASE,
    jwtSecret: env.SANDBOX_JWT_SECRET || DEV_DEFAULTS.SANDBOX_JWT_SECRET,
  };
}
