import 'server-only';
import { getEnv } from '@/lib/env';

export type InsurerConfig = {
  baseUrl: string;
  tenantId: string;
  passphrase: string;
  timeoutMs: number;
  /** Circuit breaker: failures in a row that open it, and how long it stays open (lib/insurer/breaker.ts). */
  breakerFailures: number;
  breakerOpenMs: number;
};

export function insurerConfig(): InsurerConfig {
  const env = getEnv();
  return {
    baseUrl: env.INSURER_API_URL.replace(/\/+$/, ''),
    tenantId: env.INSURER_TENANT_ID,
    passphrase: env.INSURER_AES_PASSPHRASE,
    timeoutMs: env.INSURER_TIMEOUT_MS,
    breakerFailures: env.INSURER_BREAKER_FAILURES,
    breakerOpenMs: env.INSURER_BREAKER_OPEN_MS,
  };
}
