import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

/** Ordered, append-only: never edit a shipped migration, add a new one. Version = index + 1. */
export const MIGRATIONS: readonly string[] = [
  // 1: the insurer's customers: policies, portal accounts and their password history.
  `CREATE TABLE policies (
     cpf TEXT PRIMARY KEY,
     holder_name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     in_force INTEGER NOT NULL,
     ecosystems TEXT NOT NULL
   );
   CREATE TABLE accounts (
     cpf TEXT PRIMARY KEY REFERENCES policies(cpf),
     names TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT NOT NULL,
     password_hash TEXT NOT NULL,
     failed_logins INTEGER NOT NULL DEFAULT 0,
     blocked INTEGER NOT NULL DEFAULT 0,
     mass_registered INTEGER NOT NULL DEFAULT 0,
     chosen_product TEXT,
     created_at INTEGER NOT NULL
   );
   CREATE TABLE password_history (
     id INTEGER PRIMARY KEY,
     cpf TEXT NOT NULL REFERENCES accounts(cpf) ON DELETE CASCADE,
     password_hash TEXT NOT NULL,
     retired_at INTEGER NOT NULL
   );`,
  // 2: flows and what the portal sends: attempts, pre-registrations, recovery codes, outbox, contact, usability, surveys.
  `CREATE TABLE attempts (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, cpf TEXT NOT NULL, at INTEGER NOT NULL);
   CREATE INDEX attempts_by_cpf ON attempts(kind, cpf, at);
   CREATE TABLE pre_registrations (user_id TEXT PRIMARY KEY, cpf TEXT NOT NULL, created_at INTEGER NOT NULL);
   CREATE TABLE recovery_codes (id INTEGER PRIMARY KEY, cpf TEXT NOT NULL, code TEXT NOT NULL, state TEXT NOT NULL, expires_at INTEGER NOT NULL);
   CREATE TABLE outbox (id INTEGER PRIMARY KEY, cpf TEXT NOT NULL, recipient TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL, code TEXT, sent_at INTEGER NOT NULL);
   CREATE TABLE contact_messages (id INTEGER PRIMARY KEY, channel TEXT NOT NULL, cpf TEXT NOT NULL, fullname TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL, message TEXT NOT NULL, received_at INTEGER NOT NULL);
   CREATE TABLE usability_logs (id INTEGER PRIMARY KEY, user_id TEXT NOT NULL, entry TEXT NOT NULL, received_at INTEGER NOT NULL);
   CREATE TABLE survey_answers (id INTEGER PRIMARY KEY, cpf TEXT NOT NULL, service TEXT NOT NULL, skipped INTEGER NOT NULL, answers TEXT NOT NULL, received_at INTEGER NOT NULL);`,
  // CV builder (curr): one JSON document per customer, with a revision for concurrent saves.
  `CREATE TABLE cv_documents (cpf TEXT PRIMARY KEY, body TEXT NOT NULL, revision INTEGER NOT NULL, updated_at INTEGER NOT NULL);`,
];

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** `db.prepare`, compiled once per database and SQL text (keeps the login path fast). */
export function sql(db: Db, text: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) cache.set(text, (statement = db.prepare(text)));
  return statement;
}

export const schemaVersion = (db: Db): number => db.pragma('user_version', { simple: true }) as number;

/** Applies the migrations the database has not seen yet, each in its own transaction. Returns the new version. */
export function migrate(db: Db, migrations: readonly string[] = MIGRATIONS): number {
  for (let version = schemaVersion(db); version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
  return schemaVersion(db);
}

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/** Empties every data table (the schema and its version stay). */
export function clearData(db: Db): void {
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`).pluck().all() as string[];
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => tables.forEach((table) => db.exec(`DELETE FROM ${table}`)))();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}
