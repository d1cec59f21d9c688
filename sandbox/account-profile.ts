import { randomInt } from 'node:crypto';
import { POLICY_STATUS, type Profile as WireProfile } from './contract/account.ts';
import { findPolicy } from './accounts.ts';
import { type Db, sql } from './db.ts';
import { ECOSYSTEM, type Ecosystem } from './ecosystems.ts';

/**
 * My account (profile): what the insurer knows of a customer and the changes the customer may make
 * (mobile phone at once; e-mail only with a code mailed to the new address).
 */

/**
 * The policy's product line (the home's tabs): the sandbox derives it from the policy's ecosystems,
 * where a real insurer would read it from the policy itself.
 */
export function policyProduct(ecosystems: Ecosystem[]): string {
  const has = (name: string) => ecosystems.some((ecosystem) => ecosystem.ecosystemName === name);
  if (has(ECOSYSTEM.installments)) return 'Parcelamento Protegido';
  if (has(ECOSYSTEM.selfEmployed) && !has(ECOSYSTEM.employability)) return 'Empréstimo Protegido MEI';
  return 'Empréstimo Protegido';
}

type ProfileRow = { cpf: string; names: string; email: string; phone: string; created_at: number };

/** The profile of an existing account (undefined when there is none). */
export function readProfile(db: Db, cpf: string): WireProfile | undefined {
  const row = sql(db, 'SELECT cpf, names, email, phone, created_at FROM accounts WHERE cpf = ?').get(cpf) as ProfileRow | undefined;
  const policy = row && findPolicy(db, cpf);
  if (!row || !policy) return undefined;
  return {
    names: row.names,
    identification: row.cpf,
    email: row.email,
    cellPhoneNumber: row.phone,
    activationDate: new Date(row.created_at).toISOString(),
    policy: { product: policyProduct(policy.ecosystems), status: policy.inForce ? POLICY_STATUS.inForce : POLICY_STATUS.notInForce },
  };
}

export function setPhone(db: Db, cpf: string, phone: string): void {
  sql(db, 'UPDATE accounts SET phone = ? WHERE cpf = ?').run(phone, cpf);
}

/** A code mailed for an e-mail change is valid this long. */
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
/** Codes that may be requested per customer in EMAIL_CODE_WINDOW_MS; the next request answers 104. */
export const EMAIL_CODE_LIMIT = 5;
export const EMAIL_CODE_WINDOW_MS = 60 * 60 * 1000;
/** Wrong codes that void a pending change (a new code must be requested). */
export const EMAIL_WRONG_CODES = 5;

/** Codes requested by `cpf` within the window (every state counts). */
export function recentEmailCodes(db: Db, cpf: string, now: number): number {
  const query = 'SELECT COUNT(*) FROM account_email_changes WHERE cpf = ? AND created_at > ?';
  return sql(db, query).pluck().get(cpf, now - EMAIL_CODE_WINDOW_MS) as number;
}

/** Starts a change to `email`: a fresh 6-digit code (CSPRNG) that supersedes any pending one. */
export function issueEmailChange(db: Db, cpf: string, email: string, now: number): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.transaction(() => {
    sql(db, `UPDATE account_email_changes SET state = 'superseded' WHERE cpf = ? AND state = 'pending'`).run(cpf);
    sql(db, `INSERT INTO account_email_changes (cpf, email, code, state, created_at, expires_at) VALUES (?, ?, ?, 'pending', ?, ?)`).run(
      cpf,
      email,
      code,
      now,
      now + EMAIL_CODE_TTL_MS,
    );
  })();
  return code;
}

export type EmailConfirmation = { outcome: 'changed'; previous: string; email: string } | { outcome: 'wrong' } | { outcome: 'none' };

/**
 * Confirms the pending change of `cpf` with `code`: the right code saves the new e-mail (the code is
 * spent); a wrong one counts, and the EMAIL_WRONG_CODES-th voids the change; no live change → 'none'.
 */
export function confirmEmailChange(db: Db, cpf: string, code: string, now: number): EmailConfirmation {
  return db.transaction((): EmailConfirmation => {
    const query = `SELECT id, email, code, wrong_codes FROM account_email_changes WHERE cpf = ? AND state = 'pending' AND expires_at > ? ORDER BY id DESC LIMIT 1`;
    const pending = sql(db, query).get(cpf, now) as { id: number; email: string; code: string; wrong_codes: number } | undefined;
    if (!pending) return { outcome: 'none' };
    if (pending.code !== code) {
      const wrong = pending.wrong_codes + 1;
      const state = wrong >= EMAIL_WRONG_CODES ? 'voided' : 'pending';
      sql(db, 'UPDATE account_email_changes SET wrong_codes = ?, state = ? WHERE id = ?').run(wrong, state, pending.id);
      return { outcome: 'wrong' };
    }
    const previous = sql(db, 'SELECT email FROM accounts WHERE cpf = ?').pluck().get(cpf) as string;
    sql(db, `UPDATE account_email_changes SET state = 'used' WHERE id = ?`).run(pending.id);
    sql(db, 'UPDATE accounts SET email = ? WHERE cpf = ?').run(pending.email, cpf);
    return { outcome: 'changed', previous, email: pending.email };
  })();
}
