import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { LIMITS } from '../lib/limits/limits';
import { DEMO } from './support/accounts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { resetSandbox } from './support/sandbox';
import { E2E_METRICS_TOKEN, extraPort, sandboxPort } from './support/servers';
import { waitUntilUp } from './support/processes';

/**
 * Two portal instances behind one imaginary load balancer, against one sandbox insurer, sharing
 * their limits and sessions in one Redis: what one instance counts or ends, the other enforces;
 * without Redis both keep serving (limits on their own memory, no new sessions), and they share again once it is back.
 */
const NEXT_BIN = path.join(process.cwd(), 'node_modules', 'next', 'dist', 'bin', 'next');

type Instance = { url: string; log: string[]; process: ChildProcess };

function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

function startPortal(port: number, worker: number, redisPort: number): Instance {
  const log: string[] = [];
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      SANDBOX_PORT: String(sandboxPort(worker)),
      SITE_URL: `http://127.0.0.1:${port}`,
      INSURER_TIMEOUT_MS: '2000',
      REDIS_URL: `redis://127.0.0.1:${redisPort}/0`,
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { url: `http://127.0.0.1:${port}`, log, process: child };
}

/** What an operator reads of the instance (GET /api/status with the token): Redis's state among the rest. */
const redisState = async (request: APIRequestContext, instance: Instance) =>
  (await (await request.get(`${instance.url}/api/status`, { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } })).json()).redis;

test.describe('two instances sharing their limits and sessions in Redis', () => {
  test.setTimeout(180_000);
  const started: ChildProcess[] = [];
  test.afterEach(() => started.forEach((child) => child.kill('SIGKILL')));
  test.beforeEach(async ({ request }) => resetSandbox(request));

  test('a session opened on one instance is known by the other, and once ended on one is refused by the other', async ({ playwright, request }, testInfo) => {
    const worker = testInfo.parallelIndex;
    const redisPort = extraPort(worker, 3);
    started.push(startRedis(redisPort));
    const a = startPortal(extraPort(worker, 4), worker, redisPort);
    const b = startPortal(extraPort(worker, 5), worker, redisPort);
    started.push(a.process, b.process);
    await Promise.all([waitUntilUp(`${a.url}/api/health`), waitUntilUp(`${b.url}/api/health`)]);
    for (const instance of [a, b]) {
      await expect(async () => expect(await redisState(request, instance)).toBe('ready')).toPass({ timeout: 15_000 });
    }
    // One browser behind the balancer: its cookies go to both instances (cookies do not tell ports apart).
    const browser = await playwright.request.newContext();
    const mariana = DEMO.employability;
    expect((await browser.post(`${a.url}/api/auth/login`, { data: { document: mariana.cpf, password: DEMO.password }, headers: { origin: a.url } })).status()).toBe(200);
    expect((await browser.get(`${b.url}/api/account/sessions`)).status()).toBe(200);
    const copy = await playwright.request.newContext({ storageState: await browser.storageState() });
    expect((await copy.get(`${a.url}/api/cv`)).status()).toBe(200);

    expect((await browser.post(`${b.url}/api/auth/logout`, { data: {}, headers: { origin: b.url } })).status()).toBe(204);
    expect((await copy.get(`${a.url}/api/cv`)).status()).toBe(401);
    expect((await copy.get(`${a.url}/api/account/sessions`)).status()).toBe(401);
    await Promise.all([browser.dispose(), copy.dispose()]);
  });

  test('failed logins spread over both instances lock the CPF on both; without Redis they keep serving', async ({ request }, testInfo) => {
    const worker = testInfo.parallelIndex;
    const redisPort = extraPort(worker, 0);
    let redis = startRedis(redisPort);
    started.push(redis);
    const a = startPortal(extraPort(worker, 1), worker, redisPort);
    const b = startPortal(extraPort(worker, 2), worker, redisPort);
    started.push(a.process, b.process);
    await Promise.all([waitUntilUp(`${a.url}/api/health`), waitUntilUp(`${b.url}/api/health`)]);
    // As a load balancer would, send traffic once each instance is ready, Redis included.
    for (const instance of [a, b]) {
      await expect(async () => expect(await redisState(request, instance)).toBe('ready')).toPass({ timeout: 15_000 });
    }

    const login = (instance: Instance, document: string, password: string) =>
      request.post(`${instance.url}/api/auth/login`, { data: { document, password }, headers: { origin: instance.url } });

    // Ricardo's wrong passwords, alternately on A and B, up to the shared limit.
    const cpf = DEMO.installments.cpf;
    for (let i = 0; i < LIMITS.loginCpf.points; i++) {
      expect((await login(i % 2 ? b : a, cpf, `Errada@${i}`)).status()).toBe(400);
    }
    for (const instance of [a, b]) {
      const locked = await login(instance, cpf, DEMO.password);
      expect(locked.status()).toBe(429);
      expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(0);
      expect((await locked.json()).code).toBe('TOO_MANY_ATTEMPTS');
    }
    expect((await request.get(`${a.url}/api/ready`)).status()).toBe(200);
    expect(await redisState(request, a)).toBe('ready');

    // Redis goes away mid-test: both instances keep serving, each on its own memory, without a 5xx.
    redis.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const instance of [a, b]) {
      // No session can be opened that every instance would know: the login says 'Erro na conexão' (lib/session/store.ts).
      const refused = await login(instance, DEMO.employability.cpf, DEMO.password);
      expect(refused.status()).toBe(502);
      expect(await refused.text()).not.toMatch(/at .*\.js|stack/i);
      expect((await login(instance, DEMO.selfEmployed.cpf, 'Errada@1')).status()).toBe(400);
      // Still ready: Redis is shared weather, and an instance that can serve stays in rotation.
      const ready = await request.get(`${instance.url}/api/ready`);
      expect(ready.status()).toBe(200);
      expect((await ready.json()).status).toBe('ready');
      expect(await redisState(request, instance)).toBe('unavailable');
      expect(instance.log.filter((line) => line.includes('"event":"limits.redis"') && line.includes('unavailable'))).toHaveLength(1);
    }

    // Redis is back: the instances pick it up again and share their counts once more.
    redis = startRedis(redisPort);
    started.push(redis);
    await expect(async () => expect(await redisState(request, b)).toBe('ready')).toPass({ timeout: 15_000 });
    await expect(async () => expect(await redisState(request, a)).toBe('ready')).toPass({ timeout: 15_000 });
    const other = DEMO.threeEcosystems.cpf;
    for (let i = 0; i < LIMITS.loginCpf.points; i++) {
      expect((await login(i % 2 ? a : b, other, `Errada@${i}`)).status()).toBe(400);
    }
    expect((await login(a, other, DEMO.password)).status()).toBe(429);
    expect((await login(b, other, DEMO.password)).status()).toBe(429);
  });
});
