import { type Db, sql } from './db.ts';

/** Rate-limited flows, counted per CPF over a sliding 24 h window. */
export type AttemptKind = 'pre-register' | 'recovery';
const ATTEMPT_WINDOW_MS = 24 * 60 * 60 * 1000;

export function recordAttempt(db: Db, kind: AttemptKind, cpf: string, at: number): void {
  sql(db, 'INSERT INTO attempts (kind, cpf, at) VALUES (?, ?, ?)').run(kind, cpf, at);
}

export function recentAttempts(db: Db, kind: AttemptKind, cpf: string, now: number): number {
  const query = 'SELECT COUNT(*) FROM attempts WHERE kind = ? AND cpf = ? AND at > ?';
  return sql(db, query).pluck().get(kind, cpf, now - ATTEMPT_WINDOW_MS) as number;
}
