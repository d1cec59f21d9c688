import { MAX_FAILED_LOGINS } from './accounts.ts';
import { seedAppointments } from './appointments.ts';
import { SAMPLE_CV, SAMPLE_CV_OWNER } from './content/cv-sample.ts';
import { recordAttempt } from './attempts.ts';
import { seedEnrolments } from './courses.ts';
import { type Db, sql } from './db.ts';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, DEMO_PASSWORD_HISTORY, type DemoCustomer } from './demo-customers.ts';
import { seedJobOffers } from './jobs-search.ts';
import { hashPassword } from './passwords.ts';
import { OCCUPATIONS } from './content/occupations.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Hashed once per process (each account with its own salts), so resets stay fast. */
const credentials = new Map<string, { current: string; history: string[] }>();
function credentialsOf(cpf: string) {
  let hashes = credentials.get(cpf);
  if (!hashes) {
    hashes = { current: hashPassword(DEMO_PASSWORD), history: DEMO_PASSWORD_HISTORY.map(hashPassword) };
    credentials.set(cpf, hashes);
  }
  return hashes;
}

/**
 * Inserts the demo customers that are missing. Idempotent: a customer whose policy
 * already exists is left as it is, so a file database keeps its state across restarts.
 */
export function seedDemoData(db: Db, now: number): void {
  const insertPolicy = sql(db, 'INSERT OR IGNORE INTO policies (cpf, holder_name, email, phone, in_force, ecosystems) VALUES (?, ?, ?, ?, ?, ?)');
  db.transaction(() => {
    for (const customer of DEMO_CUSTOMERS) {
      const { cpf, names, email, phone, policyInForce, ecosystems } = customer;
      const inserted = insertPolicy.run(cpf, names, email, phone, policyInForce ? 1 : 0, JSON.stringify(ecosystems)).changes > 0;
      if (inserted) seedCustomerState(db, customer, now);
    }
    seedSalaryOccupations(db);
    seedSampleCv(db, now);
  })();
  // The partner's job offers are catalogue, not customer state: replaced on every start and reset, dated from `now`.
  seedJobOffers(db, now);
  seedAppointments(db, now);
}

/** CV builder: Fernanda's saved CV (revision 1, saved a week before seeding), if she has none. */
function seedSampleCv(db: Db, now: number): void {
  sql(db, 'INSERT OR IGNORE INTO cv_documents (cpf, body, revision, updated_at) VALUES (?, ?, 1, ?)').run(SAMPLE_CV_OWNER, JSON.stringify(SAMPLE_CV), now - 7 * DAY_MS);
}

function seedCustomerState(db: Db, customer: DemoCustomer, now: number): void {
  const { cpf, names, email, phone, account } = customer;
  for (let i = 0; i < (customer.preRegisterAttempts ?? 0); i++) recordAttempt(db, 'pre-register', cpf, now);
  if (!account) return;
  const { current, history } = credentialsOf(cpf);
  const blocked = account === 'blocked';
  sql(
    db,
    `INSERT INTO accounts (cpf, names, email, phone, password_hash, failed_logins, blocked, mass_registered, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(cpf, names, email, phone, current, blocked ? MAX_FAILED_LOGINS : 0, blocked ? 1 : 0, account === 'mass-registered' ? 1 : 0, now - 400 * DAY_MS);
  const retire = sql(db, 'INSERT INTO password_history (cpf, password_hash, retired_at) VALUES (?, ?, ?)');
  history.forEach((hash, i) => retire.run(cpf, hash, now - (history.length - i) * 90 * DAY_MS));
  seedEnrolments(db, cpf, now);
}

/**
 * The salary partner's occupations (sandbox/content/occupations.ts), in their listed order. Idempotent.
 * Their salary figures are built from these rows by sandbox/routes/salary.ts when first asked for.
 */
function seedSalaryOccupations(db: Db): void {
  const insert = sql(db, 'INSERT OR IGNORE INTO salary_occupations (id, category, description, base_salary, position) VALUES (?, ?, ?, ?, ?)');
  OCCUPATIONS.forEach(({ id, value, description, base }, position) => insert.run(id, value, description, base, position));
}
