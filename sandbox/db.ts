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
  // 3 (my account: profile): e-mail changes waiting for the code mailed to the new address.
  `CREATE TABLE account_email_changes (
     id INTEGER PRIMARY KEY,
     cpf TEXT NOT NULL REFERENCES accounts(cpf) ON DELETE CASCADE,
     email TEXT NOT NULL,
     code TEXT NOT NULL,
     state TEXT NOT NULL,
     wrong_codes INTEGER NOT NULL DEFAULT 0,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX account_email_changes_by_cpf ON account_email_changes(cpf, state);`,
  // 4 (logo creation): each customer's saved logos, as the design's parameters (JSON), at most 5.
  `CREATE TABLE logo_designs (id TEXT PRIMARY KEY, cpf TEXT NOT NULL, title TEXT NOT NULL, design TEXT NOT NULL, created_at INTEGER NOT NULL);
   CREATE INDEX logo_designs_by_cpf ON logo_designs(cpf, created_at);`,
  // 5 (online courses): the partner's enrolments (at most 2 per customer and Brazil calendar year).
  `CREATE TABLE courses_enrollments (
     id INTEGER PRIMARY KEY,
     cpf TEXT NOT NULL,
     course_id TEXT NOT NULL,
     name TEXT NOT NULL,
     program TEXT NOT NULL,
     enrolled_at INTEGER NOT NULL
   );
   CREATE INDEX courses_enrollments_by_cpf ON courses_enrollments(cpf, enrolled_at);`,
  // 6 (job search): the job partner's offers. Their FTS5 index lives in the connection's
  // temp schema, rebuilt at every seed (sandbox/jobs-search.ts explains why).
  `CREATE TABLE jobs_offers (
     id INTEGER PRIMARY KEY,
     title TEXT NOT NULL,
     company TEXT NOT NULL,
     occupation TEXT NOT NULL,
     city TEXT NOT NULL,
     city_key TEXT NOT NULL,
     state TEXT NOT NULL,
     mode TEXT NOT NULL,
     contract TEXT NOT NULL,
     salary_min INTEGER,
     salary_max INTEGER,
     posted_at INTEGER NOT NULL,
     summary TEXT NOT NULL,
     description TEXT NOT NULL,
     details TEXT NOT NULL,
     apply_url TEXT NOT NULL
   );
   CREATE INDEX jobs_offers_by_place ON jobs_offers(state, city_key, posted_at);
   CREATE INDEX jobs_offers_by_date ON jobs_offers(posted_at);`,
  // 7 (video appointments, booking): each row holds one place (adviser) of a slot; a NULL cpf
  // is a place held by another of the insurer's customers (the seeded advisers' calendar). The
  // partial unique index lets a slot hold at most one live appointment per place.
  `CREATE TABLE appointments (
     id INTEGER PRIMARY KEY,
     cpf TEXT,
     scheduling_type INTEGER NOT NULL,
     starts_at INTEGER NOT NULL,
     place INTEGER NOT NULL,
     observation TEXT NOT NULL DEFAULT '',
     state TEXT NOT NULL CHECK (state IN ('created', 'active', 'updated', 'deleted')),
     room TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     changed_at INTEGER NOT NULL
   );
   CREATE UNIQUE INDEX appointments_one_per_place ON appointments(scheduling_type, starts_at, place) WHERE state <> 'deleted';
   CREATE INDEX appointments_by_cpf ON appointments(cpf, starts_at);`,
  // 8 (salary comparator): the partner's occupations (CBO families, seeded) and the salary
  // figures built from them by the rule of sandbox/content/salary-reference.ts (one row per occupation, region, level).
  `CREATE TABLE salary_occupations (id TEXT PRIMARY KEY, category TEXT NOT NULL, description TEXT NOT NULL, base_salary INTEGER NOT NULL, position INTEGER NOT NULL);
   CREATE TABLE salary_figures (
     occupation_id TEXT NOT NULL REFERENCES salary_occupations(id) ON DELETE CASCADE,
     region TEXT NOT NULL,
     level TEXT NOT NULL,
     p25 INTEGER NOT NULL,
     median INTEGER NOT NULL,
     p75 INTEGER NOT NULL,
     records INTEGER NOT NULL,
     PRIMARY KEY (occupation_id, region, level)
   ) WITHOUT ROWID;`,
  // 9 (CV builder, curr): one JSON document per customer, with a revision for concurrent saves.
  `CREATE TABLE cv_documents (cpf TEXT PRIMARY KEY, body TEXT NOT NULL, revision INTEGER NOT NULL, updated_at INTEGER NOT NULL);`,
  // 10 (video appointments, calendar files): how many times an appointment was changed (each
  // reschedule and the cancellation add one), the `revision` of the wire appointment.
  `ALTER TABLE appointments ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;`,
  // 11 (support codes): the code of the error a contact message came from, when sent.
  `ALTER TABLE contact_messages ADD COLUMN support_code TEXT;`,
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
