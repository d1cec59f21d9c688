import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { DEV_DEFAULTS } from '../lib/config/dev-defaults';
import { DEMO } from './support/accounts';
import { expect, test } from './support/fixtures';
import { extraPort } from './support/servers';
import { waitUntilUp } from './support/processes';

/**
 * The standalone server as ops run it (`npm run serve`: scripts/start.mjs over
 * .next/standalone/server.js) with production variables (strict: real secrets, no development
 * defaults) against a sandbox insurer started with the same secrets; then its graceful shutdown.
 */
const DIST = process.env.NEXT_DIST_DIR ?? '.next';
const secret = () => randomBytes(24).toString('base64url');
/** After SIGTERM, how long the instance still serves while its readiness says `draining`. */
const DRAIN_MS = 1500;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Whether a fresh TCP connection to the port is accepted. */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test.describe('standalone deploy with production variables', () => {
  test.setTimeout(120_000);
  const started: ChildProcess[] = [];
  // Each child leads a process group of its own: killing the group also stops the server the wrapper started.
  test.afterEach(() =>
    started.forEach((child) => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }),
  );

  test('serves health, a page and a login; no secret in the static files; SIGTERM drains, finishes the request in flight and exits within 10 s', async ({}, testInfo) => {
    const worker = testInfo.parallelIndex;
    const sandboxPort = extraPort(worker, 4);
    const port = extraPort(worker, 5);
    const secrets = { INSURER_TENANT_ID: `tenant-${secret()}`, INSURER_AES_PASSPHRASE: secret(), SESSION_PASSWORD: `${secret()}${secret()}`, SANDBOX_JWT_SECRET: secret() };
    const base = `http://127.0.0.1:${port}`;
    const insurer = `http://127.0.0.1:${sandboxPort}`;

    const sandbox = spawn(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', 'sandbox/main.ts'], {
      env: { ...process.env, ...secrets, SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: ':memory:' },
      stdio: 'ignore',
      detached: true,
    });
    started.push(sandbox);
    await waitUntilUp(`${insurer}/__sandbox/health`, sandbox);

    const log: string[] = [];
    const portal = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
      env: {
        ...process.env,
        ...secrets,
        NODE_ENV: 'production',
        PORT: String(port),
        SITE_URL: base,
        INSURER_API_URL: insurer,
        INSURER_TIMEOUT_MS: '8000',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        // The encarregado is required in production against a real insurer (LGPD).
        DPO_NAME: 'Encarregada de Dados da Seguradora',
        DPO_EMAIL: 'encarregado@seguradora.example',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    started.push(portal);
    portal.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    portal.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    await waitUntilUp(`${base}/api/health`, portal);

    // A page, and a login (the session cookie is Secure and __Host- only over HTTPS).
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Conheça seus benefícios');
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ document: DEMO.employability.cpf, password: DEMO.password }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().some((cookie) => /^portal-session=Fe26\.2\*.*HttpOnly.*Secure/i.test(cookie))).toBe(true);
    expect(log.join('')).not.toMatch(/development defaults/);

    // Nothing secret in what the standalone server hands to browsers.
    const needles = [...Object.values(secrets), DEV_DEFAULTS.SESSION_PASSWORD, DEV_DEFAULTS.INSURER_AES_PASSPHRASE, DEV_DEFAULTS.INSURER_TENANT_ID];
    for (const dir of [path.join(DIST, 'standalone', DIST, 'static')]) {
      for (const file of files(dir)) {
        const text = readFileSync(file, 'latin1');
        for (const needle of needles) expect(text.includes(needle), `${needle.slice(0, 6)}… in ${file}`).toBe(false);
      }
    }

    // Graceful shutdown: a login waiting 3 s on the insurer still gets its whole answer.
    const fault = await fetch(`${insurer}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/login/loginV2', latencyMs: 3000 }),
    });
    expect(fault.ok).toBe(true);
    const inFlight = fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ document: DEMO.employability.cpf, password: 'Errada@2026' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const exited = new Promise<number>((resolve) => portal.once('exit', () => resolve(performance.now())));
    const signalled = performance.now();
    portal.kill('SIGTERM');

    // First the drain: readiness says so at once, so a balancer stops sending traffic, while the
    // instance still serves what reaches it.
    await expect.poll(async () => (await fetch(`${base}/api/ready`)).status, { timeout: 1000 }).toBe(503);
    expect(await (await fetch(`${base}/api/ready`)).json()).toEqual({ status: 'draining', checks: { env: 'ok', started: true, draining: true } });
    const during = await fetch(`${base}/`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    expect(performance.now() - signalled).toBeLessThan(DRAIN_MS);

    // Then, while the request is still in flight, the server no longer accepts new connections.
    await expect.poll(() => connects(port), { timeout: DRAIN_MS + 2000 }).toBe(false);
    const answer = await inFlight;
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'business', code: '101' });
    const exitMs = (await exited) - signalled;
    expect(exitMs).toBeLessThan(10_000);
    testInfo.annotations.push({ type: 'SIGTERM to exit', description: `${Math.round(exitMs)} ms (with a 3 s request in flight)` });
    console.log(`[deploy] SIGTERM to exit: ${Math.round(exitMs)} ms with a 3 s upstream call in flight`);
  });
});
