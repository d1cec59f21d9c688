import { randomInt } from 'node:crypto';
import { type Db, sql } from './db.ts';

/**
 * Password-recovery codes: 6 digits from a CSPRNG, valid 10 minutes, bound to the
 * request that created it (a newer request supersedes it), single use:
 * pending → validated (passwordValidateCode, 105) → used (changePassword).
 */
const CODE_TTL_MS = 10 * 60 * 1000;
type CodeState = 'pending' | 'validated' | 'used' | 'superseded';

export function issueRecoveryCode(db: Db, cpf: string, now: number): string {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  db.transaction(() => {
    sql(db, `UPDATE recovery_codes SET state = 'superseded' WHERE cpf = ? AND state IN ('pending', 'validated')`).run(cpf);
    sql(db, `INSERT INTO recovery_codes (cpf, code, state, expires_at) VALUES (?, ?, 'pending', ?)`).run(cpf, code, now + CODE_TTL_MS);
  })();
  return code;
}

/** Moves the live code `code` of `cpf` from state `from` to `to`; false when there is no such live code. */
export function advanceRecoveryCode(db: Db, cpf: string, code: string, from: CodeState, to: CodeState, now: number): boolean {
  const update = sql(db, 'UPDATE recovery_codes SET state = ? WHERE cpf = ? AND code = ? AND state = ? AND expires_at > ?');
  return update.run(to, cpf, code, from, now).changes > 0;
}

export function hasValidatedCode(db: Db, cpf: string, code: string, now: number): boolean {
  const query = `SELECT 1 FROM recovery_codes WHERE cpf = ? AND code = ? AND state = 'validated' AND expires_at > ?`;
  return sql(db, query).get(cpf, code, now) !== undefined;
}
