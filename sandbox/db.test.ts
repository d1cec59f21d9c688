/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, MIGRATIONS, migrate, openDatabase, schemaVersion } from './db.ts';
import { DEMO_CUSTOMERS } from './demo-customers.ts';
import { seedDemoData } from './seed.ts';
import { startSandbox } from './server.ts';

const NOW = Date.parse('2026-03-02T12:00:00.000Z');
const tables = (db: Db) =>
  db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).pluck().all() as string[];
const counts = (db: Db) => Object.fromEntries(tables(db).map((table) => [table, db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get()]));

describe('migrations', () => {
  test('a new database is migrated to the latest version', () => {
    const db = openDatabase(':memory:');
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    db.close();
  });

  test('they apply in order, only the missing ones, and re-running is a no-op', () => {
    const db = openDatabase(':memory:');
    db.pragma('user_version = 0');
    db.exec(tables(db).map((table) => `DROP TABLE ${table};`).join(''));
    expect(migrate(db, MIGRATIONS.slice(0, 1))).toBe(1);
    expect(tables(db)).toEqual(['accounts', 'password_history', 'policies']);
    expect(migrate(db)).toBe(MIGRATIONS.length);
    expect(migrate(db)).toBe(MIGRATIONS.length);
    db.close();
  });
});

describe('seeding', () => {
  test('seeds exactly the demo customers', () => {
    const db = openDatabase(':memory:');
    seedDemoData(db, NOW);
    const registered = DEMO_CUSTOMERS.filter((customer) => customer.account).length;
    expect(counts(db)).toMatchObject({ policies: DEMO_CUSTOMERS.length, accounts: registered, password_history: registered * 4, attempts: 3 });
    expect((db.prepare('SELECT cpf FROM policies ORDER BY cpf').pluck().all() as string[]).sort()).toEqual(DEMO_CUSTOMERS.map((c) => c.cpf).sort());
    db.close();
  });

  test('is idempotent: seeding twice gives the same rows', () => {
    const db = openDatabase(':memory:');
    seedDemoData(db, NOW);
    const first = counts(db);
    seedDemoData(db, NOW + 1000);
    expect(counts(db)).toEqual(first);
    db.close();
  });

  test('each account has its own salt', () => {
    const db = openDatabase(':memory:');
    seedDemoData(db, NOW);
    const salts = (db.prepare('SELECT password_hash FROM accounts').pluck().all() as string[]).map((hash) => hash.split('$')[4]);
    expect(new Set(salts).size).toBe(salts.length);
    db.close();
  });
});

describe('file database', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('creates its directory and keeps state across restarts', () => {
    const path = join(dir, 'nested', 'sandbox.db');
    const first = openDatabase(path);
    seedDemoData(first, NOW);
    first.prepare('UPDATE accounts SET blocked = 1').run();
    first.close();

    const second = openDatabase(path);
    seedDemoData(second, NOW);
    expect(schemaVersion(second)).toBe(MIGRATIONS.length);
    expect(second.prepare('SELECT COUNT(*) FROM accounts WHERE blocked = 0').pluck().get()).toBe(0);
    second.close();
  });
});

describe('startSandbox', () => {
  test('binds 127.0.0.1 on a free port with port 0, and refuses a port in use', async () => {
    const options = { port: 0, dbPath: ':memory:', log: () => {} };
    const first = await startSandbox(options);
    expect(first.url).toBe(`http://127.0.0.1:${first.port}`);
    expect((await fetch(`${first.url}/__sandbox/health`)).status).toBe(200);
    await expect(startSandbox({ ...options, port: first.port })).rejects.toThrow(/EADDRINUSE/);
    await first.close();
  });
});
