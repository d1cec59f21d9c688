/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import messages from '@/messages/pt-BR.json';
import { DEFAULTS, createAdmission, guardListener, isExempt, refusalBodies, settingsFrom, type GuardSettings } from './overload-guard.mjs';

const settings = (over: Partial<GuardSettings> = {}): GuardSettings => ({ ...DEFAULTS, maxQueue: 2, maxQueueMs: 1000, ...over });

describe('admission', () => {
  let clock = 0;
  const make = (over?: Partial<GuardSettings>) => createAdmission(settings(over), { now: () => clock });
  const calm = { slowDelayMs: 5, meanDelayMs: 2, elapsedMs: 250 };
  beforeEach(() => {
    clock = 0;
  });

  it('lets in up to the limit, queues the next ones in arrival order, refuses past maxQueue', () => {
    const admission = make({ maxInFlight: 2 });
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
    expect(admission.stats).toMatchObject({ limit: 2, inFlight: 2, queued: 2 });
    releases[0]!();
    expect(events.at(-1)).toBe('in c');
    releases[0]!(); // a second release of the same request frees nothing more
    expect(admission.stats).toMatchObject({ inFlight: 2, queued: 1 });
    releases[1]!();
    expect(events.at(-1)).toBe('in d');
    expect(admission.stats.refused).toEqual({ queueFull: 1, queueTimeout: 0, eventLoop: 0 });
  });

  it('refuses at once when as many wait as are inside and the queue is not moving', () => {
    const admission = make({ maxInFlight: 2, maxQueue: 100, maxQueueMs: 1000 });
    const refused: string[] = [];
    const arrive = (name: string) => admission.admit(() => undefined, (reason) => refused.push(`${name} ${reason}`));
    ['a', 'b', 'c', 'd', 'e'].forEach(arrive);
    // Two inside, three waiting for less than half of maxQueueMs: they wait their turn.
    expect(refused).toEqual([]);
    clock = 501;
    arrive('f');
    expect(refused).toEqual(['f queueFull']);
    // A congested loop alone refuses nobody: the queue's own wait decides.
    const congested = make({ maxInFlight: 2, maxQueue: 100, maxQueueMs: 1000 });
    congested.sample({ slowDelayMs: 150, meanDelayMs: 20, elapsedMs: 250 });
    for (const name of ['a', 'b', 'c', 'd', 'g']) congested.admit(() => undefined, (reason) => refused.push(`${name} ${reason}`));
    expect(congested.stats).toMatchObject({ limit: 2, queued: 3 });
    expect(refused).toEqual(['f queueFull']);
  });

  it('a calm loop with requests parked on I/O lets the waiting ones in, up to maxInFlight', () => {
    const admission = make({ maxInFlight: 64, maxQueue: 100, maxQueueMs: 1000 });
    admission.sample({ slowDelayMs: 150, meanDelayMs: 20, elapsedMs: 250 });
    expect(admission.stats.limit).toBe(48);
    for (let i = 0; i < 60; i++) admission.admit(() => undefined, () => undefined);
    expect(admission.stats).toMatchObject({ inFlight: 48, queued: 12 });
    admission.sample(calm);
    expect(admission.stats).toMatchObject({ limit: 60, inFlight: 60, queued: 0 });
    admission.sample(calm);
    expect(admission.stats.limit).toBe(60);
  });

  it('refuses whoever waited past maxQueueMs, even when nothing finishes', () => {
    const admission = make({ maxInFlight: 2 });
    const refused: string[] = [];
    for (const name of ['a', 'b', 'c']) admission.admit(() => undefined, (reason) => refused.push(`${name} ${reason}`));
    clock = 1001;
    admission.sample({ ...calm, elapsedMs: 1001 });
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

  it('the limit follows the loop: cut by a quarter when a loop turn ran long, down to minInFlight, back up when in use and calm', () => {
    const admission = make({ maxInFlight: 20, minInFlight: 4 });
    expect(admission.stats.limit).toBe(20);
    admission.sample({ slowDelayMs: 250, meanDelayMs: 40, elapsedMs: 250 });
    expect(admission.stats.limit).toBe(15);
    for (let i = 0; i < 10; i++) admission.sample({ slowDelayMs: 250, meanDelayMs: 40, elapsedMs: 250 });
    expect(admission.stats.limit).toBe(4);
    // Calm but not in use: the limit stays where it is.
    admission.sample(calm);
    expect(admission.stats.limit).toBe(4);
    // Calm, in use, one waiting: a tenth more (at least one), or as many as wait.
    for (let i = 0; i < 5; i++) admission.admit(() => undefined, () => undefined);
    admission.sample(calm);
    expect(admission.stats).toMatchObject({ limit: 5, inFlight: 5, queued: 0 });
  });

  it('while the loop is behind on average and the limit is reached, refuses new arrivals at once instead of queueing them', () => {
    const admission = make({ maxInFlight: 2 });
    const events: string[] = [];
    admission.admit(() => events.push('in a'), () => undefined);
    admission.sample({ slowDelayMs: 900, meanDelayMs: 500, elapsedMs: 250 });
    // Below the limit: a slow loop with few requests is a slow machine, not a crowd.
    admission.admit(() => events.push('in b'), (reason) => events.push(`refused b ${reason}`));
    admission.admit(() => events.push('in c'), (reason) => events.push(`refused c ${reason}`));
    expect(events).toEqual(['in a', 'in b', 'refused c eventLoop']);
  });

  it('0 turns the limit off', () => {
    const admission = make({ maxInFlight: 0 });
    const entered: number[] = [];
    for (let i = 0; i < 100; i++) admission.admit(() => entered.push(i), () => undefined);
    expect(entered).toHaveLength(100);
  });
});

describe('settings and exemptions', () => {
  it('reads OVERLOAD_* and refuses nonsense', () => {
    expect(settingsFrom({})).toEqual(DEFAULTS);
    expect(settingsFrom({ OVERLOAD_MAX_IN_FLIGHT: '10', OVERLOAD_MAX_QUEUE_MS: '0', OVERLOAD_TARGET_DELAY_MS: '50' })).toMatchObject({ maxInFlight: 10, maxQueueMs: 0, targetDelayMs: 50 });
    expect(settingsFrom({ OVERLOAD_MAX_IN_FLIGHT: '2' })).toMatchObject({ maxInFlight: 2, minInFlight: 2 });
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
      settings({ maxInFlight: 1, minInFlight: 1, maxQueue: 1, maxQueueMs: 5000 }),
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
