import { spawn, type ChildProcess } from 'node:child_process';
import { test as base } from '@playwright/test';
import { expect, expectNoAxeViolations } from './support/fixtures';
import { extraPort } from './support/servers';
import { waitUntilUp } from './support/processes';

/**
 * An instance past what it can serve, as a customer meets it: the overload guard in front of Next.js
 * (scripts/server/overload-guard.mjs) refuses the excess at once with 503 and Retry-After, a page
 * that says to try again in a moment, while the balancer's probes still answer. Here the instance
 * may hold one request at a time and keep none waiting, and one login is held 3 s by the insurer.
 */
const test = base;

test.describe('an overloaded instance', () => {
  test.setTimeout(90_000);
  let portal: ChildProcess | undefined;
  test.afterEach(() => {
    try {
      if (portal?.pid) process.kill(-portal.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });

  test('refuses the excess at once with a pt-BR page and Retry-After; the probes and the request inside still answer', async ({ page }, testInfo) => {
    const worker = testInfo.parallelIndex;
    const port = extraPort(worker, 6);
    const sandboxPort = extraPort(worker, 7);
    const base = `http://127.0.0.1:${port}`;
    portal = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SANDBOX_PORT: String(sandboxPort), SANDBOX_DB: ':memory:', SITE_URL: base, SHUTDOWN_DRAIN_MS: '0', OVERLOAD_MAX_IN_FLIGHT: '1', OVERLOAD_MAX_QUEUE: '0' },
      stdio: 'ignore',
      detached: true,
    });
    await waitUntilUp(`${base}/api/health`, portal);
    await waitUntilUp(`${base}/`, portal);

    const fault = await fetch(`http://127.0.0.1:${sandboxPort}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/login/loginV2', latencyMs: 3000 }),
    });
    expect(fault.ok).toBe(true);
    const inside = fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ document: '529.982.247-25', password: 'Errada@2026' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    // A page: refused at once, with when to come back, in words and markup a customer can use.
    const started = performance.now();
    const refused = await page.goto(`${base}/perguntas-frequentes`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(refused?.status()).toBe(503);
    expect(refused?.headers()['retry-after']).toBe('2');
    await expect(page).toHaveTitle('Muitos acessos neste momento');
    await expect(page.getByRole('heading', { level: 1, name: 'Muitos acessos neste momento' })).toBeVisible();
    await expect(page.getByText('Aguarde alguns segundos e tente novamente.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tentar novamente' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A BFF call: the API's error shape, which the forms show as the connection error (what was typed stays).
    const api = await fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: '{}' });
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBe('2');
    expect(await api.json()).toEqual({ error: 'overloaded', message: 'O portal está com muitos acessos agora. Aguarde alguns segundos e tente novamente.' });

    // The probes are never refused: the balancer keeps hearing that the instance can serve.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect(await (await fetch(`${base}/api/ready`)).json()).toMatchObject({ status: 'ready' });

    // The request inside finishes as if nothing happened; then the page is served again ("Tentar novamente").
    const answer = await inside;
    expect(answer.status).toBe(400);
    await page.getByRole('link', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
  });
});
