import 'server-only';
import { getEnv } from '@/lib/env';

export type InsurerConfig = { baseUrl: string; tenantId: string; passphrase: string; timeoutMs: number };

export function insurerConfig(): InsurerConfig {
  const env = getEnv();
  return {
    baseUrl: env.INSURER_API_URL.replace(/\/+$/, ''),
    tenantId: env.INSURER_TENANT_ID,
    passphrase: env.INSURER_AES_PASSPHRASE,
    timeoutMs: env.INSURER_TIMEOUT_MS,
  };
}
