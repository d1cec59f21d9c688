import { allowedOrigins, isSameOrigin, publicOrigin, type OriginPolicy, type PublicOriginPolicy } from './origin';

const POLICY: OriginPolicy = { siteUrl: 'http://localhost:3000', trustProxy: false, requestUrl: 'http://localhost:3000/api/auth/login' };
const behindProxy: OriginPolicy = { ...POLICY, trustProxy: true };

const check = (headers: Record<string, string>, policy: OriginPolicy = POLICY) => isSameOrigin(new Headers(headers), policy);

describe('isSameOrigin', () => {
  it('accepts the Origin of the host the browser used, whatever host the server was bound to', () => {
    expect(check({ origin: 'http://127.0.0.1:3100', host: '127.0.0.1:3100' })).toBe(true);
    expect(check({ origin: 'http://192.168.0.12:3000', host: '192.168.0.12:3000' })).toBe(true);
    expect(check({ origin: 'http://localhost:3000', host: 'localhost:3000' })).toBe(true);
  });

  it('accepts SITE_URL even when the Host header differs', () => {
    expect(check({ origin: 'http://localhost:3000', host: 'internal:8080' })).toBe(true);
  });

  it('refuses the same host on a different port', () => {
    expect(check({ origin: 'http://127.0.0.1:3101', host: '127.0.0.1:3100' })).toBe(false);
    expect(check({ origin: 'http://localhost:3001', host: 'localhost:3000' })).toBe(false);
  });

  it('refuses a different scheme than the one the server saw', () => {
    expect(check({ origin: 'https://127.0.0.1:3100', host: '127.0.0.1:3100' })).toBe(false);
  });

  it('refuses a foreign origin', () => {
    expect(check({ origin: 'https://evil.example', host: 'localhost:3000' })).toBe(false);
    expect(check({ origin: 'null', host: 'localhost:3000' })).toBe(false);
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto without TRUST_PROXY', () => {
    const headers = { origin: 'https://portal.example.com.br', host: '10.0.0.5:3000', 'x-forwarded-host': 'portal.example.com.br', 'x-forwarded-proto': 'https' };
    expect(check(headers)).toBe(false);
  });

  it('accepts the forwarded public origin with TRUST_PROXY=1', () => {
    const headers = { origin: 'https://portal.example.com.br', host: '10.0.0.5:3000', 'x-forwarded-host': 'portal.example.com.br', 'x-forwarded-proto': 'https' };
    expect(check(headers, behindProxy)).toBe(true);
    // The first value of a list (the client-facing proxy), with a port.
    expect(check({ ...headers, origin: 'https://portal.example.com.br:8443', 'x-forwarded-host': 'portal.example.com.br:8443, inner' }, behindProxy)).toBe(true);
  });

  it('still refuses a foreign origin behind a trusted proxy', () => {
    const headers = { origin: 'https://evil.example', host: '10.0.0.5:3000', 'x-forwarded-host': 'portal.example.com.br', 'x-forwarded-proto': 'https' };
    expect(check(headers, behindProxy)).toBe(false);
  });

  it('with no Origin, accepts only Sec-Fetch-Site: same-origin', () => {
    expect(check({ 'sec-fetch-site': 'same-origin', host: 'localhost:3000' })).toBe(true);
    expect(check({ 'sec-fetch-site': 'same-site', host: 'localhost:3000' })).toBe(false);
    expect(check({ 'sec-fetch-site': 'cross-site', host: 'localhost:3000' })).toBe(false);
  });

  it('refuses a request with neither Origin nor Sec-Fetch-Site', () => {
    expect(check({ host: 'localhost:3000' })).toBe(false);
    expect(check({})).toBe(false);
  });

  it('never builds an origin from a malformed Host', () => {
    expect([...allowedOrigins(new Headers({ host: 'evil.example/@localhost:3000' }), POLICY)]).toEqual(['http://localhost:3000']);
    expect(check({ origin: 'http://evil.example', host: 'evil.example/x' })).toBe(false);
  });

  it('normalises default ports and case as browsers do', () => {
    expect(check({ origin: 'http://portal.example', host: 'PORTAL.example:80' })).toBe(true);
    expect(check({ origin: 'https://portal.example', host: 'portal.example' }, { ...POLICY, requestUrl: 'https://portal.example/api' })).toBe(true);
  });
});

describe('publicOrigin', () => {
  const unset: PublicOriginPolicy = { siteUrl: 'http://localhost:3000', siteUrlSet: false, trustProxy: false, scheme: 'http:' };
  const origin = (headers: Record<string, string>, policy: PublicOriginPolicy = unset) => publicOrigin(new Headers(headers), policy);

  it('is SITE_URL when it is set, whatever host the request came through', () => {
    const set = { ...unset, siteUrl: 'https://beneficios.example.com.br/', siteUrlSet: true };
    expect(origin({ host: '127.0.0.1:3103' }, set)).toBe('https://beneficios.example.com.br');
    expect(origin({ host: '127.0.0.1:3103', 'x-forwarded-host': 'other.example' }, { ...set, trustProxy: true })).toBe('https://beneficios.example.com.br');
  });

  it("is the host the client used when SITE_URL is unset, never SITE_URL's localhost:3000 default", () => {
    expect(origin({ host: '127.0.0.1:3103' })).toBe('http://127.0.0.1:3103');
    expect(origin({ host: 'portal.intranet:8080' }, { ...unset, scheme: 'https:' })).toBe('https://portal.intranet:8080');
  });

  it("takes the forwarded host and scheme only behind a trusted proxy", () => {
    const forwarded = { host: '10.0.0.5:3000', 'x-forwarded-host': 'beneficios.example.com.br', 'x-forwarded-proto': 'https' };
    expect(origin(forwarded, { ...unset, trustProxy: true })).toBe('https://beneficios.example.com.br');
    expect(origin(forwarded)).toBe('http://10.0.0.5:3000');
  });

  it('falls back to SITE_URL when the Host is missing or malformed', () => {
    expect(origin({})).toBe('http://localhost:3000');
    expect(origin({ host: 'evil.example/path' })).toBe('http://localhost:3000');
  });
});
