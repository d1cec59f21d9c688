import 'server-only';
import { createHmac } from 'node:crypto';
import { getEnv } from '@/lib/env';
import { log } from './log';

/**
 * Security events (OWASP ASVS 5.0 §16.3): one log line per login, recovery, account change, limit
 * refusal and ended session, naming the account and the client without their values. The CPF and the
 * client's address are logged as an HMAC (keyed by LOG_PSEUDONYM_KEY, else derived from the session
 * password), so operators can follow one account or one address across lines and instances, and
 * nobody reading the logs learns either. Base64url, 22 characters: never a run of digits that the
 * log's scrubber would take for a CPF or a phone.
 */
export type SecurityEventName = 'auth.login' | 'auth.recovery' | 'account.change' | 'limit.refused' | 'session.ended';

export type SecurityEvent = {
  event: SecurityEventName;
  /** What happened, in a word: 'success', 'refused', 'locked', 'email', 'logout'… */
  outcome: string;
  /** The account, as a CPF (11 digits); logged only as its pseudonym. */
  cpf?: string | null;
  /** The trusted client address (lib/bff/client-address); logged only as its pseudonym. */
  client?: string | null;
  /** Other fields: names of things, never personal data. */
  [field: string]: string | number | boolean | null | undefined;
};

function pseudonymKey(): string {
  const env = getEnv();
  if (env.LOG_PSEUDONYM_KEY) return env.LOG_PSEUDONYM_KEY;
  const password = env.SESSION_PASSWORD;
  const current = typeof password === 'string' ? password : password[String(Math.max(...Object.keys(password).map(Number)))];
  return `${current}#log-pseudonym`;
}

/** The pseudonym of a value in the logs: stable for one key, unlinkable to the value without it. */
export function pseudonym(value: string): string {
  return createHmac('sha256', pseudonymKey()).update(value).digest('base64url').slice(0, 22);
}

/** Writes one security event line (level info; 'warn' for refusals and locks). */
export function securityEvent({ cpf, client, ...fields }: SecurityEvent, level: 'info' | 'warn' = 'info'): void {
  log[level]({
    ...fields,
    security: true,
    ...(cpf ? { account: pseudonym(cpf.replace(/\D/g, '')) } : {}),
    ...(client ? { clientRef: pseudonym(client) } : {}),
  });
}
