import { type Db, sql } from './db.ts';
import { applyProductChoice, type Ecosystem, type ProductId } from './ecosystems.ts';
import { verifyPassword } from './passwords.ts';

/** Consecutive wrong passwords that block an account until a password recovery completes. */
export const MAX_FAILED_LOGINS = 5;

export type Policy = { cpf: string; holderName: string; inForce: boolean; ecosystems: Ecosystem[] };
export type Account = {
  cpf: string;
  names: string;
  email: string;
  passwordHash: string;
  failedLogins: number;
  blocked: boolean;
  massRegistered: boolean;
  chosenProduct: ProductId | null;
};

export function findPolicy(db: Db, cpf: string): Policy | undefined {
  const row = sql(db, 'SELECT cpf, holder_name, in_force, ecosystems FROM policies WHERE cpf = ?').get(cpf) as
    | { cpf: string; holder_name: string; in_force: number; ecosystems: string }
    | undefined;
  return row && { cpf: row.cpf, holderName: row.holder_name, inForce: row.in_force === 1, ecosystems: JSON.parse(row.ecosystems) };
}

type AccountRow = {
  cpf: string;
  names: string;
  email: string;
  password_hash: string;
  failed_logins: number;
  blocked: number;
  mass_registered: number;
  chosen_product: ProductId | null;
};

export function findAccount(db: Db, cpf: string): Account | undefined {
  const row = sql(db, 'SELECT * FROM accounts WHERE cpf = ?').get(cpf) as AccountRow | undefined;
  return (
    row && {
      cpf: row.cpf,
      names: row.names,
      email: row.email,
      passwordHash: row.password_hash,
      failedLogins: row.failed_logins,
      blocked: row.blocked === 1,
      massRegistered: row.mass_registered === 1,
      chosenProduct: row.chosen_product,
    }
  );
}

type NewAccount = { cpf: string; names: string; email: string; phone: string; passwordHash: string };

export function createAccount(db: Db, { cpf, names, email, phone, passwordHash }: NewAccount, now: number): void {
  sql(db, 'INSERT INTO accounts (cpf, names, email, phone, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(cpf, names, email, phone, passwordHash, now);
}

/** Counts a wrong password; the MAX_FAILED_LOGINS-th in a row blocks the account. Returns whether it is now blocked. */
export function recordFailedLogin(db: Db, account: Account): boolean {
  const failedLogins = account.failedLogins + 1;
  const blocked = failedLogins >= MAX_FAILED_LOGINS;
  sql(db, 'UPDATE accounts SET failed_logins = ?, blocked = ? WHERE cpf = ?').run(failedLogins, blocked ? 1 : 0, account.cpf);
  return blocked;
}

export function clearFailedLogins(db: Db, cpf: string): void {
  sql(db, 'UPDATE accounts SET failed_logins = 0 WHERE cpf = ?').run(cpf);
}

export function chooseProduct(db: Db, cpf: string, product: ProductId): void {
  sql(db, 'UPDATE accounts SET chosen_product = ? WHERE cpf = ?').run(product, cpf);
}

/** The ecosystems a customer holds now: the policy's, narrowed by a contingency choice if one was made. */
export const accountEcosystems = (policy: Policy, account: Account): Ecosystem[] =>
  account.chosenProduct ? applyProductChoice(policy.ecosystems, account.chosenProduct) : policy.ecosystems;

/** Hashes of the passwords retired most recently, newest first. */
export function recentPasswordHashes(db: Db, cpf: string, count: number): string[] {
  const query = 'SELECT password_hash FROM password_history WHERE cpf = ? ORDER BY retired_at DESC, id DESC LIMIT ?';
  return sql(db, query).pluck().all(cpf, count) as string[];
}

/** A new password may not repeat the current one nor any of this many retired ones. */
export const PASSWORD_HISTORY_DEPTH = 3;

/**
 * Why `password` may not become the account's new password: it is the current one, or one of the
 * last PASSWORD_HISTORY_DEPTH retired ones; null when it may. Shared by recovery and the logged-in change.
 */
export function passwordReuse(db: Db, account: Account, password: string): 'current' | 'recent' | null {
  if (verifyPassword(password, account.passwordHash)) return 'current';
  const recent = recentPasswordHashes(db, account.cpf, PASSWORD_HISTORY_DEPTH);
  return recent.some((hash) => verifyPassword(password, hash)) ? 'recent' : null;
}

/** Sets a new password after a completed recovery: retires the old one, unblocks, clears the mass-registration flag. */
export function replacePassword(db: Db, account: Account, passwordHash: string, now: number): void {
  db.transaction(() => {
    sql(db, 'INSERT INTO password_history (cpf, password_hash, retired_at) VALUES (?, ?, ?)').run(account.cpf, account.passwordHash, now);
    sql(db, 'UPDATE accounts SET password_hash = ?, failed_logins = 0, blocked = 0, mass_registered = 0 WHERE cpf = ?').run(
      passwordHash,
      account.cpf,
    );
  })();
}
