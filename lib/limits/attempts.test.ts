/** @jest-environment node */

jest.mock('server-only', () => ({}));

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import fc from 'fast-check';

type AttemptsModule = typeof import('./attempts');
type LimiterModule = typeof import('./limiter');
type RedisModule = typeof import('./redis');
type Modules = { attempts: AttemptsModule; limiter: LimiterModule; redis: RedisModule };

const REDIS_SERVER = '/usr/bin/redis-server';
const REGISTRY = Symbol.for('portal-beneficios.limiters');
const CLIENT = Symbol.for('portal-beneficios.redis');
const globals = globalThis as Record<symbol, unknown>;

/** Fresh modules over `env` (lib/env parses the environment once per registry), with empty limiters. */
function modulesWith(env: Record<string, string | undefined>): Modules {
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  delete globals[REGISTRY];
  delete globals[CLIENT];
  let modules: Modules | undefined;
  jest.isolateModules(() => {
    modules = {
      attempts: jest.requireActual<AttemptsModule>('./attempts'),
      limiter: jest.requireActual<LimiterModule>('./limiter'),
      redis: jest.requireActual<RedisModule>('./redis'),
    };
  });
  return modules!;
}

/** As modulesWith, and with REDIS_URL waits until the limits' client is connected (else they would run in the memory fallback). */
async function connected(env: Record<string, string | undefined>): Promise<Modules> {
  const modules = modulesWith(env);
  const client = env.REDIS_URL ? modules.redis.redisClient() : null;
  if (client && client.status !== 'ready') await new Promise((resolve) => client.once('ready', resolve));
  await client?.flushall();
  return modules;
}

/** Runs `n` attempts of `key` at once, each spending before a simulated insurer call; → how many reached the "insurer". */
async function burst(attempts: AttemptsModule, key: string, n: number, outcome: 'failed' | 'void' = 'failed'): Promise<number> {
  let reached = 0;
  const address = `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
  await Promise.all(
    Array.from({ length: n }, async () => {
      const attempt = await attempts.spendAttempts([['loginCpf', key], ['loginIp', address]]);
      if (attempt.refused) return;
      reached += 1;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      await attempt.settle(outcome);
    }),
  );
  return reached;
}

const savedEnv = { ...process.env };
afterEach(() => {
  (globals[CLIENT] as { disconnect(): void } | null | undefined)?.disconnect();
  process.env = { ...savedEnv };
  delete globals[REGISTRY];
  delete globals[CLIENT];
});

describe.each([
  ['memory', () => ({})],
  ['Redis', () => ({ REDIS_URL: redisUrl })],
])('spendAttempts (%s)', (store, extraEnv) => {
  const available = () => store === 'memory' || redisUrl !== undefined;

  it('N concurrent attempts never let more than the limit reach the insurer', async () => {
    if (!available()) return;
    const { attempts } = await connected({ LOGIN_CPF_ATTEMPTS: undefined, ...extraEnv() });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 80 }), fc.uuid(), async (n, key) => {
        const reached = await burst(attempts, key, n);
        expect(reached).toBe(Math.min(n, 4));
      }),
      { numRuns: store === 'memory' ? 60 : 25 },
    );
  });

  it('200 parallel wrong passwords: 4 reach the insurer, then 429 with Retry-After and the pt-BR message', async () => {
    if (!available()) return;
    const { attempts, redis: redisModule } = await connected({ LOGIN_CPF_ATTEMPTS: undefined, ...extraEnv() });
    expect(await burst(attempts, `burst-${store}`, 200)).toBe(4);
    const refused = await attempts.spendAttempts([['loginCpf', `burst-${store}`]]);
    expect(refused.refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_ATTEMPTS', message: expect.stringContaining('Por segurança') } });
    expect(Number(refused.refused?.headers?.['retry-after'])).toBeGreaterThan(0);
    // The count lives in the store under test (not in the memory fallback of a Redis not yet connected).
    if (store === 'Redis') expect(await redisModule.redisClient()!.exists(`limit:loginCpf:burst-${store}`)).toBe(1);
  });

  it("an attempt that judged nothing is given back; a success forgets the CPF's failures", async () => {
    if (!available()) return;
    const { attempts, limiter } = await connected({ LOGIN_CPF_ATTEMPTS: undefined, ...extraEnv() });
    const cpf = `settle-${store}-${Date.now()}`;
    // One after the other (in a burst only the limit's 4 are in flight at a time).
    for (let i = 0; i < 10; i += 1) expect(await burst(attempts, cpf, 1, 'void')).toBe(1);
    expect(await limiter.limiter('loginCpf').blockedFor(cpf)).toBe(0);
    expect(await burst(attempts, cpf, 3)).toBe(3);
    const right = await attempts.spendAttempts([['loginCpf', cpf], ['loginIp', `198.51.100.${store === 'memory' ? 1 : 2}`]]);
    if (right.refused) throw new Error('refused');
    expect(right.last).toBe(true);
    await right.settle('succeeded');
    expect(await burst(attempts, cpf, 10)).toBe(4);
  });

  it('a key refused gives back what the same request spent on the others', async () => {
    if (!available()) return;
    const { attempts } = await connected({ LOGIN_CPF_ATTEMPTS: undefined, ...extraEnv() });
    const address = `192.0.2.${store === 'memory' ? 10 : 20}`;
    const cpf = `refused-${store}-${Date.now()}`;
    for (let i = 0; i < 4; i += 1) await attempts.spendAttempts([['loginCpf', cpf]]);
    for (let i = 0; i < 100; i += 1) expect((await attempts.spendAttempts([['loginIp', address], ['loginCpf', cpf]])).refused?.status).toBe(429);
    // The address still has its 50 attempts.
    const reached = await Promise.all(Array.from({ length: 60 }, async (_, i) => (await attempts.spendAttempts([['loginIp', address], ['loginCpf', `${cpf}-${i}`]])).refused === null));
    expect(reached.filter(Boolean)).toHaveLength(50);
  });
});

describe('LOGIN_CPF_ATTEMPTS', () => {
  it('sets the per-CPF points', async () => {
    const { attempts } = modulesWith({ LOGIN_CPF_ATTEMPTS: '2', REDIS_URL: undefined });
    expect(await burst(attempts, 'env-two', 50)).toBe(2);
  });

  it('is refused at the insurer’s own lock or above', () => {
    expect(() => modulesWith({ LOGIN_CPF_ATTEMPTS: '5', REDIS_URL: undefined }).limiter.limiter('loginCpf')).toThrow(/LOGIN_CPF_ATTEMPTS/);
  });
});

/* A real Redis for the Redis store's runs, when redis-server is installed (it is on CI and dev machines). */
let redisUrl: string | undefined;
let redis: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  if (!existsSync(REDIS_SERVER)) return;
  const port = await freePort();
  redis = spawn(REDIS_SERVER, ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const { Redis } = await import('ioredis');
  const probe = new Redis(port, { lazyConnect: true, retryStrategy: (times) => (times > 50 ? null : 50) });
  await probe.connect();
  await probe.ping();
  probe.disconnect();
  redisUrl = `redis://127.0.0.1:${port}`;
});

afterAll(() => {
  redis?.kill();
});
