/** @jest-environment node */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import messages from '@/messages/pt-BR.json';
import { clientAddress } from './client-address.mjs';
import { ALLOWED_METHODS, edgeBodies, edgeListener, hasBadEscape } from './edge.mjs';
import { SECURITY_HEADERS, STATIC_PAGE_CSP } from './security-headers.mjs';
import { parseTrustedHops } from './trusted-hops.mjs';

const ipv4 = fc.ipV4();

describe('TRUST_PROXY as trusted hops', () => {
  it.each([
    [undefined, 0], ['', 0], ['0', 0], ['false', 0], ['1', 1], ['true', 1], [' TRUE ', 1], ['2', 2], ['10', 10],
    ['11', null], ['-1', null], ['1.5', null], ['yes', null], ['01x', null],
  ])('%p → %p', (raw, hops) => expect(parseTrustedHops(raw)).toBe(hops));
});

describe('the client address', () => {
  it('without trusted hops is the socket’s, whatever X-Forwarded-For says', () => {
    fc.assert(fc.property(fc.array(fc.string()), ipv4, (forwardedFor, peer) => expect(clientAddress(forwardedFor, peer, 0)).toBe(peer)));
  });

  it('with N hops is the entry N from the right of the chain (X-Forwarded-For then the socket); what the client prepends is never it', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.array(ipv4, { minLength: 1, maxLength: 5 }), ipv4, (spoofed, appended, peer) => {
        // The client sent `spoofed`; the N trusted proxies appended `appended` (the first one the client's own address).
        const hops = appended.length;
        const header = [...spoofed, ...appended].join(', ');
        expect(clientAddress([header], peer, hops)).toBe(appended[0]);
      }),
    );
  });

  it('with a chain shorter than the hops (a request round the balancer) is its left end; an entry that is no address is the socket’s', () => {
    expect(clientAddress([], '203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress(['198.51.100.1'], '10.0.0.2', 3)).toBe('198.51.100.1');
    expect(clientAddress(['unknown'], '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress(['198.51.100.1, 2804:14c::1'], '10.0.0.2', 1)).toBe('2804:14c::1');
    expect(clientAddress(['203.0.113.5', '198.51.100.1'], '10.0.0.2', 2)).toBe('203.0.113.5');
  });

  it('gives an IPv4 client reaching an IPv6 socket as IPv4', () => {
    expect(clientAddress([], '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientAddress(['::ffff:198.51.100.7'], '::1', 1)).toBe('198.51.100.7');
  });
});

describe('bad escapes', () => {
  it.each(['/%E0%A4%A', '/auth/%', '/%', '/%FF', '/a%2', '/%C3%28'])('%s is refused', (url) => expect(hasBadEscape(url)).toBe(true));
  it.each(['/', '/auth/itt/logo', '/caf%C3%A9', '/?q=%', '/api/logo/preview?name=%E0%A4%A', '/%25'])('%s is not', (url) => expect(hasBadEscape(url)).toBe(false));
});

describe('the edge in front of a server', () => {
  let server: Server;
  let port: number;
  const bodies = edgeBodies(messages);
  const seen: IncomingHttpHeaders[] = [];
  const start = (hops: number) =>
    new Promise<void>((resolve) => {
      server = createServer(
        edgeListener((request, response) => {
          seen.push({ ...request.headers });
          response.end('next');
        }, { hops, bodies }),
      );
      server.listen(0, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  afterEach(async () => {
    seen.length = 0;
    await new Promise((resolve) => server.close(resolve));
  });

  const expectSecurityHeaders = (headers: IncomingHttpHeaders) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name.toLowerCase()]).toBe(value);
    expect(headers['content-security-policy']).toBe(STATIC_PAGE_CSP);
    expect(headers['cache-control']).toBe('no-store');
  };

  it('without TRUST_PROXY, drops the client’s X-Forwarded-For, X-Real-IP and Forwarded: the server sees the socket’s address', async () => {
    await start(0);
    expect((await send('GET', '/', { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.2', forwarded: 'for=198.51.100.3' })).body).toBe('next');
    expect(seen[0]).toMatchObject({ 'x-forwarded-for': '127.0.0.1' });
    expect(seen[0]).not.toHaveProperty('x-real-ip');
    expect(seen[0]).not.toHaveProperty('forwarded');
  });

  it('with TRUST_PROXY=1, keeps the address the balancer appended, and only it', async () => {
    await start(1);
    await send('GET', '/', { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' });
    expect(seen[0]).toMatchObject({ 'x-forwarded-for': '203.0.113.7' });
  });

  it('answers TRACE with 405, Allow, the security headers and a short pt-BR page, never reaching the server', async () => {
    await start(0);
    const answer = await send('TRACE', '/', { cookie: 'secret=1' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(ALLOWED_METHODS);
    expectSecurityHeaders(answer.headers);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('Este endereço não aceita esse tipo de solicitação.');
    expect(answer.body).not.toContain('secret');
    expect(seen).toHaveLength(0);
  });

  it('leaves TRACK to Node’s HTTP parser, which refuses the unknown method (400) before any listener', async () => {
    await start(0);
    expect((await send('TRACK', '/')).status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it('leaves TRACK to Node’s HTTP parser, which refuses the unknown method (400) before any listener', async () => {
    await start(0);
    expect((await send('TRACK', '/')).status).toBe(400);
    expect(seen).toHaveLength(0);
  });

  it.each(['/%E0%A4%A', '/auth/%'])('answers the bad escape %s with 400 and the security headers', async (path) => {
    await start(0);
    const answer = await send('GET', path);
    expect(answer.status).toBe(400);
    expectSecurityHeaders(answer.headers);
    expect(answer.body).toContain('O endereço solicitado não é válido.');
    expect(seen).toHaveLength(0);
  });

  it('answers /api/* refusals in the BFF’s error shape', async () => {
    await start(0);
    const answer = await send('GET', '/api/%');
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ error: 'validation', message: messages.Edge.badAddressBody });
  });
});
