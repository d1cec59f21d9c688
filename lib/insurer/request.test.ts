/** @jest-environment node */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestKeptAfter } from '@/testing/retention';
import { z } from '@/lib/validation/z';
import { encryptJson } from './crypto';
import { resetBreakers } from './breaker';
import { captureLogs } from '@/lib/ops/log';
import { withRequestId } from '@/lib/ops/request-context';
import { captureStartupContext, resetStartupContext } from '@/lib/limits/outside-request';
import { supportCodeOf } from '@/lib/ops/support-code';
import { callInsurer } from './request';

// A page's request headers (proxy.ts's x-request-id); outside a request, next/headers throws.
const pageHeaders = jest.fn<Promise<Headers>, []>(() => Promise.reject(new Error('`headers` was called outside a request scope')));
jest.mock('next/headers', () => ({ headers: () => pageHeaders() }));

const PASSPHRASE = 'a-test-passphrase-for-the-wire';
/** `delayMs` before the answer; `stallMs`: the headers and half the body at once, the rest after that long. */
type Reply = { status?: number; body: string; headers?: Record<string, string>; delayMs?: number; stallMs?: number };

let server: Server;
let baseUrl: string;
let reply: Reply;
let seen: { url: string; method: string; headers: IncomingHttpHeaders; body: string };
let logged: string[] = [];
let stopCapture: () => void;

beforeAll(async () => {
  // As instrumentation.ts does at start-up: the pool opens its connections in this context.
  captureStartupContext();
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen = { url: request.url ?? '', method: request.method ?? '', headers: request.headers, body };
      const answer = reply;
      setTimeout(() => {
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
        if (answer.stallMs === undefined) return void response.end(answer.body);
        const half = Math.floor(answer.body.length / 2);
        response.write(answer.body.slice(0, half));
        setTimeout(() => response.end(answer.body.slice(half)), answer.stallMs);
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  resetStartupContext();
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  resetBreakers();
  logged = [];
  stopCapture = captureLogs((line) => void logged.push(line));
});
afterEach(() => stopCapture());
const callLines = () => logged.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === 'insurer.call');

// A breaker that never opens here: its own tests below use their own settings.
const config = () => ({ baseUrl, tenantId: 'tenant-x', passphrase: PASSPHRASE, timeoutMs: 2000, breakerFailures: 1000, breakerOpenMs: 1000 });
const dataSchema = z.object({ userId: z.string() });
const post = (extra: Partial<Parameters<typeof callInsurer>[0]> = {}) =>
  callInsurer({ method: 'POST', path: '/register/preRegister', body: { a: 1 }, data: dataSchema, ...extra }, config());

describe('callInsurer', () => {
  it('sends tenant-id, bearer, user-id and JSON; reads a plain envelope', async () => {
    reply = { body: JSON.stringify({ code: '00', error: false, message: 'ok', data: { userId: 'u-1' } }) };
    await expect(post({ jwt: 'the.jwt.token', userId: '0' })).resolves.toEqual({ kind: 'ok', data: { userId: 'u-1' } });
    expect(seen).toMatchObject({ method: 'POST', url: '/register/preRegister', body: '{"a":1}' });
    expect(seen.headers).toMatchObject({ 'tenant-id': 'tenant-x', authorization: 'Bearer the.jwt.token', 'user-id': '0', 'content-type': 'application/json' });
  });

  it('decrypts an answer that is a JSON string of the cipher', async () => {
    reply = { body: JSON.stringify(encryptJson({ code: '00', error: false, message: 'ok', data: { userId: 'u-2' } }, PASSPHRASE)) };
    await expect(post()).resolves.toEqual({ kind: 'ok', data: { userId: 'u-2' } });
  });

  it('a non-success code is a business refusal; numeric codes are read as text', async () => {
    reply = { body: JSON.stringify({ code: 103, error: true, message: 'Erro de validação' }) };
    await expect(post()).resolves.toEqual({ kind: 'business', code: '103', message: 'Erro de validação' });
  });

  it('an HTTP 4xx with an envelope is a business refusal with the insurer’s message', async () => {
    reply = { status: 400, body: JSON.stringify({ code: '400', error: true, message: 'Requisição inválida' }) };
    await expect(post()).resolves.toEqual({ kind: 'business', code: '400', message: 'Requisição inválida' });
  });

  it('success codes other than 00, for calls that use them (105)', async () => {
    reply = { body: JSON.stringify({ code: '105', error: false, message: 'Código validado' }) };
    const result = await callInsurer({ method: 'GET', path: '/security/passwordValidateCode', params: { document: '52998224725', code: '12/34' }, data: z.unknown(), successCodes: ['105'] }, config());
    expect(result).toEqual({ kind: 'ok', data: undefined });
    expect(seen).toMatchObject({ method: 'GET', url: '/security/passwordValidateCode/52998224725/12%2F34', body: '' });
    expect(seen.headers['content-type']).toBeUndefined();
  });

  it.each([
    ['a success without the promised data', { body: JSON.stringify({ code: '00', error: false, message: 'ok' }) }],
    ['an envelope without a code', { body: JSON.stringify({ error: false, message: 'ok' }) }],
    ['a cipher under another passphrase', { body: JSON.stringify(encryptJson({ code: '00' }, 'another-passphrase')) }],
    ['not JSON', { body: '<html>oops</html>' }],
    ['a 4xx that is not an envelope', { status: 404, body: 'Not Found' }],
  ])('%s is malformed', async (_, answer) => {
    reply = answer;
    await expect(post()).resolves.toEqual({ kind: 'malformed' });
  });

  it('a 5xx is a network failure, whatever its body; so is a redirect', async () => {
    reply = { status: 500, body: JSON.stringify({ code: '00', error: false, message: 'ok', data: { userId: 'u' } }) };
    await expect(post()).resolves.toEqual({ kind: 'network' });
    reply = { status: 302, body: '', headers: { location: 'http://example.com/' } };
    await expect(post()).resolves.toEqual({ kind: 'network' });
  });

  it('logs one line per call, naming the parameters instead of showing them', async () => {
    reply = { body: JSON.stringify({ code: '104', error: true, message: 'Código inválido' }) };
    await callInsurer({ method: 'GET', path: '/security/passwordValidateCode', params: { document: '52998224725', code: '654321' }, data: z.unknown(), successCodes: ['105'] }, config());
    expect(callLines()).toEqual([
      {
        level: 'info',
        time: expect.any(Number),
        pid: process.pid,
        hostname: expect.any(String),
        event: 'insurer.call',
        method: 'GET',
        path: '/security/passwordValidateCode/:document/:code',
        status: 200,
        ms: expect.any(Number),
        outcome: 'business',
        insurerCode: '104',
        breaker: 'closed',
      },
    ]);
    expect(logged.join('\n')).not.toMatch(/52998224725|654321/);
  });

  it('carries the request id of the request it serves: X-Request-Id upstream and in its line', async () => {
    reply = { body: JSON.stringify({ code: '00', error: false, message: 'ok', data: { userId: 'u-1' } }) };
    await withRequestId('req-abc-123', () => post());
    expect(seen.headers['x-request-id']).toBe('req-abc-123');
    expect(callLines()).toEqual([expect.objectContaining({ requestId: 'req-abc-123', outcome: 'ok' })]);
    await post();
    expect(seen.headers['x-request-id']).toBeUndefined();
    expect(callLines()[1]).not.toHaveProperty('requestId');
  });

  it('on a page, carries the page request’s id (proxy.ts’s x-request-id): upstream, and in its line with the support code', async () => {
    reply = { body: JSON.stringify({ code: '00', error: false, message: 'ok', data: { userId: 'u-1' } }) };
    pageHeaders.mockResolvedValueOnce(new Headers({ 'x-request-id': 'page-req-7' }));
    await post();
    expect(seen.headers['x-request-id']).toBe('page-req-7');
    expect(callLines()).toEqual([expect.objectContaining({ requestId: 'page-req-7', supportCode: supportCodeOf('page-req-7'), outcome: 'ok' })]);
    // A route handler's own id wins (its context), and the page header is not even read.
    pageHeaders.mockClear();
    await withRequestId('req-abc-123', () => post());
    expect(seen.headers['x-request-id']).toBe('req-abc-123');
    expect(pageHeaders).not.toHaveBeenCalled();
  });

  it('an answer slower than the timeout is a timeout', async () => {
    reply = { body: JSON.stringify({ code: '00', error: false, message: 'ok', data: { userId: 'u' } }), delayMs: 300 };
    await expect(callInsurer({ method: 'POST', path: '/register/preRegister', data: dataSchema }, { ...config(), timeoutMs: 50 })).resolves.toEqual({ kind: 'timeout' });
  });

  it('a body that stalls after the headers is a timeout too, and the next call is answered', async () => {
    const body = JSON.stringify({ code: '00', error: false, message: 'ok', data: { userId: 'u' } });
    reply = { body, stallMs: 300 };
    await expect(callInsurer({ method: 'GET', path: '/register/preRegister', data: dataSchema }, { ...config(), timeoutMs: 50 })).resolves.toEqual({ kind: 'timeout' });
    reply = { body };
    await expect(callInsurer({ method: 'GET', path: '/register/preRegister', data: dataSchema }, config())).resolves.toEqual({ kind: 'ok', data: { userId: 'u' } });
  });

  it('a call that has answered keeps nothing of its request (its timeout timer is cleared, its connection opened outside it)', async () => {
    reply = { body: JSON.stringify({ code: '00', error: false, message: 'ok', data: { userId: 'u' } }) };
    // A fresh connection each time: the server closes it after answering.
    reply.headers = { connection: 'close' };
    expect(await requestKeptAfter(() => post())).toBe(false);
    expect(await requestKeptAfter(() => post())).toBe(false);
  });
});

describe('the circuit breaker', () => {
  const OPEN_MS = 300;
  // No reply here is slow: a generous timeout keeps a loaded machine from turning an answer into a timeout.
  const breakerConfig = () => ({ ...config(), timeoutMs: 5000, breakerFailures: 3, breakerOpenMs: OPEN_MS });
  const call = () => callInsurer({ method: 'POST', path: '/login/loginV2', body: {}, data: dataSchema }, breakerConfig());
  const good = { body: JSON.stringify({ code: '00', error: false, message: 'ok', data: { userId: 'u' } }) };
  const lines = () => callLines() as { outcome: string; status: number | null }[];

  it('opens after failures in a row, then answers at once without calling the insurer', async () => {
    reply = { status: 503, body: 'down' };
    for (let i = 0; i < 3; i++) await expect(call()).resolves.toEqual({ kind: 'network' });
    reply = good;
    const started = performance.now();
    // Refused without trying: the breaker says when it lets a call through again (a whole second at least).
    await expect(call()).resolves.toEqual({ kind: 'network', retryAfterSec: 1 });
    expect(performance.now() - started).toBeLessThan(50);
    expect(lines().map((l) => l.outcome)).toEqual(['network', 'network', 'network', 'breaker-open']);
    expect(lines().at(-1)?.status).toBeNull();
  });

  it('counts timeouts and garbage, not business refusals', async () => {
    reply = { body: JSON.stringify({ code: '101', error: true, message: 'não' }) };
    for (let i = 0; i < 5; i++) await expect(call()).resolves.toMatchObject({ kind: 'business' });
    reply = { body: '<html>' };
    await call();
    await call();
    reply = good;
    await expect(call()).resolves.toEqual({ kind: 'ok', data: { userId: 'u' } });
  });

  it('a half-open probe that succeeds closes it; one that fails opens it again', async () => {
    reply = { body: 'garbage' };
    for (let i = 0; i < 3; i++) await call();
    await expect(call()).resolves.toEqual({ kind: 'network', retryAfterSec: 1 });
    await new Promise((resolve) => setTimeout(resolve, OPEN_MS + 50));
    await expect(call()).resolves.toEqual({ kind: 'malformed' }); // the probe reached the insurer, and failed
    await expect(call()).resolves.toEqual({ kind: 'network', retryAfterSec: 1 }); // open again at once
    await new Promise((resolve) => setTimeout(resolve, OPEN_MS + 50));
    reply = good;
    await expect(call()).resolves.toMatchObject({ kind: 'ok' });
    await expect(call()).resolves.toMatchObject({ kind: 'ok' });
    expect(lines().filter((l) => l.outcome === 'breaker-open')).toHaveLength(2);
  });
});

describe('isBrokenCircuit', () => {
  it('knows the breaker’s refusal by its marker too: route handlers and pages load cockatiel separately', async () => {
    const { isBrokenCircuit } = await import('./breaker');
    expect(isBrokenCircuit({ isBrokenCircuitError: true, message: 'open' })).toBe(true);
    expect(isBrokenCircuit(new Error('other'))).toBe(false);
    expect(isBrokenCircuit(null)).toBe(false);
  });
});
