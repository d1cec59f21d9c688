/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import messages from '@/messages/pt-BR.json';
import { DEFAULTS, createAdmission, guardListener, isExempt, refusalBodies, settingsFrom, type GuardSettings } from '../scripts/server/overload-guard.mjs';

const settings = (over: Partial<GuardSettings> = {}): GuardSettings => ({ ...DEFAULTS, maxInFlight: 2, maxQueue: 2, maxQueueMs: 1000, maxEventLoopDelayMs: 400, ...over });

describe('admission', () => {
  let clock = 0;
  let delay = 0;
  const make = (over?: Partial<GuardSettings>) => createAdmission(settings(over), { now: () => clock, delayMs: () => delay });
  beforeEach(() => {
    clock = 0;
    delay = 0;
  });

  it('lets in up to maxInFlight, queues the next ones in arrival order, refuses past maxQueue', () => {
    const admission = make();
    const events: string[] = [];
    const releases: (() => void)[] = [];
    const arrive = (name: string) =>
      admission.admit(
        (release) => {
          events.push(`in ${name}`);
          releases.push(release);
        },
        (reason) => events.push(`refused ${name} ${reason}`),
      );
    ['a', 'b', 'c', 'd', 'e'].forEach(arrive);
    expect(events).toEqual(['in a', 'in b', 'refused e queueFull']);
    expect(admission.stats).toMatchObject({ inFlight: 2, queued: 2 });
    releases[0]!();
    expect(events.at(-1)).toBe('in c');
    releases[0]!(); // a second release of the same request frees nothing more
    expect(admission.stats).toMatchObject({ inFlight: 2, queued: 1 });
    releases[1]!();
    expect(events.at(-1)).toBe('in d');
    expect(admission.stats.refused).toEqual({ queueFull: 1, queueTimeout: 0, eventLoop: 0 });
  });

  it('refuses whoever waited past maxQueueMs, even when nothing finishes', () => {
    const admission = make();
    const refused: string[] = [];
    for (const name of ['a', 'b', 'c']) admission.admit(() => undefined, (reason) => refused.push(`${name} ${reason}`));
    clock = 1001;
    admission.tick();
    expect(refused).toEqual(['c queueTimeout']);
    expect(admission.stats.queued).toBe(0);
  });

  it('a request whose client left leaves the queue and is never let in', () => {
    const admission = make({ maxInFlight: 1 });
    let release = () => undefined as void;
    admission.admit((done) => (release = done), () => undefined);
    const entered: string[] = [];
    const withdraw = admission.admit(() => entered.push('gone'), () => undefined);
    admission.admit(() => entered.push('next'), () => undefined);
    withdraw();
    expect(admission.stats.queued).toBe(1);
    release();
    expect(entered).toEqual(['next']);
  });

  it('while the event loop is behind, refuses new arrivals at once instead of queueing them', () => {
    const admission = make();
    const events: string[] = [];
    admission.admit(() => events.push('in a'), () => undefined);
    delay = 500;
    admission.admit(() => events.push('in b'), (reason) => events.push(`refused b ${reason}`));
    expect(events).toEqual(['in a', 'refused b eventLoop']);
    // With nothing inside, one request is let in all the same: something must run for the loop to recover.
    const idle = make();
    idle.admit(() => events.push('in alone'), () => undefined);
    expect(events.at(-1)).toBe('in alone');
  });

  it('0 turns a rule off', () => {
    const admission = make({ maxInFlight: 0 });
    const entered: number[] = [];
    for (let i = 0; i < 100; i++) admission.admit(() => entered.push(i), () => undefined);
    expect(entered).toHaveLength(100);
  });
});

describe('settings and exemptions', () => {
  it('reads OVERLOAD_* and refuses nonsense', () => {
    expect(settingsFrom({})).toEqual(DEFAULTS);
    expect(settingsFrom({ OVERLOAD_MAX_IN_FLIGHT: '10', OVERLOAD_MAX_QUEUE_MS: '0' })).toMatchObject({ maxInFlight: 10, maxQueueMs: 0 });
    expect(() => settingsFrom({ OVERLOAD_MAX_QUEUE: '-1' })).toThrow(/OVERLOAD_MAX_QUEUE/);
    expect(() => settingsFrom({ OVERLOAD_MAX_IN_FLIGHT: 'many' })).toThrow(/OVERLOAD_MAX_IN_FLIGHT/);
  });

  it('health, readiness, status, metrics and static files skip admission; nothing else does', () => {
    for (const url of ['/api/health', '/api/ready', '/api/status', '/api/metrics', '/_next/static/chunks/a.js', '/api/health?x=1', '/favicon.ico']) expect(isExempt(url)).toBe(true);
    for (const url of ['/', '/api/healthy', '/api/auth/login', '/auth/perfil', '/_next/image?url=x', '/api/readiness']) expect(isExempt(url)).toBe(false);
  });
});

describe('the guarded server', () => {
  let server: Server;
  let base: string;
  const holds: (() => void)[] = [];
  beforeAll(async () => {
    const guard = guardListener(
      (request, response) => {
        if (request.url === '/slow') holds.push(() => response.end('slow'));
        else response.end('ok');
      },
      settings({ maxInFlight: 1, maxQueue: 1, maxQueueMs: 5000 }),
      refusalBodies(messages),
    );
    server = createServer(guard.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('close', guard.stop);
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('answers the excess at once with 503 and Retry-After: a page for pages, the error shape for the BFF; health still answers', async () => {
    const slow = fetch(`${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const queued = fetch(`${base}/queued`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const page = await fetch(`${base}/auth/perfil`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('2');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Muitos acessos neste momento');
    expect(html).toContain('Tentar novamente');

    const api = await fetch(`${base}/api/contact`, { method: 'POST' });
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ error: 'overloaded', message: messages.Overload.apiMessage });

    expect(await (await fetch(`${base}/api/health`)).text()).toBe('ok');

    // With the portal's probes published (lib/ops/probes.ts), the guard answers them itself, even now.
    const probes = Symbol.for('portal-beneficios.probes');
    (globalThis as Record<symbol, unknown>)[probes] = { '/api/ready': () => ({ status: 503, body: { status: 'draining' } }) };
    try {
      const ready = await fetch(`${base}/api/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('cache-control')).toBe('no-store, no-transform');
      expect(await ready.json()).toEqual({ status: 'draining' });
    } finally {
      delete (globalThis as Record<symbol, unknown>)[probes];
    }

    holds.shift()!();
    expect(await (await slow).text()).toBe('slow');
    expect(await (await queued).text()).toBe('ok');
  });
});
