/** @jest-environment node */
import { webCookies } from 'iron-session';
import { NextRequest } from 'next/server';
import { staticHashes } from '@/lib/security/static-csp';
import { config, proxy } from '@/proxy';
import { sessionCookie } from './cookies';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session-data';
import { SITE, cookieJar, cookiePair, demoSession, sealedSession } from '@/testing/session-fixtures';
import { sessionStore } from './store';
import { withEnv } from '@/testing/bff-harness';

// Whether a build wrote the prerendered pages' hashes must not decide the outcome: each test says.
jest.mock('@/lib/security/static-csp', () => ({ staticHashes: jest.fn(() => null) }));
const PRERENDERED = { scripts: ["'sha256-c2NyaXB0'"], styles: ["'sha256-c3R5bGU='"] };

const MINUTE = 60_000;
const session = (issuedAt: number, lastSeenAt: number) => demoSession(issuedAt, lastSeenAt);
const cookieOf = sealedSession;
const DEMO = demoSession(0);

const visit = (path: string, cookie?: string, headers: Record<string, string> = {}) =>
  proxy(new NextRequest(`${SITE}${path}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } }));

/** The session a response's Set-Cookie carries. */
const resealed = (response: Response) =>
  sessionCookie.read(webCookies(new Request(SITE, { headers: { cookie: response.headers.getSetCookie()[0]?.split(';')[0] ?? '' } }), new Headers()));

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('proxy.ts', () => {
  it('/auth/* without a session → /?login=1, even with x-middleware-subrequest', async () => {
    const bypassAttempt = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };
    for (const headers of [{}, bypassAttempt] as Record<string, string>[]) {
      const response = await visit('/auth/comparador-salarial-v2', undefined, headers);
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe(`${SITE}/?login=1`);
    }
  });

  it('/auth/* with a tampered cookie → redirect and the cookie cleared', async () => {
    const cookie = await cookieOf(session(Date.now(), Date.now()));
    const response = await visit('/auth/perfil', `${cookie.slice(0, -6)}AAAAAA`);
    expect(response.headers.get('location')).toBe(`${SITE}/?login=1`);
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^portal-session=;.*Max-Age=0/), expect.stringMatching(/^portal-session-ended=1;.*Max-Age=60/)]);
  });

  it.each([
    ['idle for 30 min', () => session(Date.now() - 40 * MINUTE, Date.now() - SESSION_IDLE_MS)],
    ['older than 12 h', () => session(Date.now() - SESSION_ABSOLUTE_MS, Date.now() - MINUTE)],
  ])('a session %s is expired: redirect and cleared', async (_, make) => {
    const response = await visit('/auth/inicio-fazer-cursos', await cookieOf(make()));
    expect(response.headers.get('location')).toBe(`${SITE}/?login=1`);
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^portal-session=;.*Max-Age=0/), expect.stringMatching(/^portal-session-ended=1;.*Max-Age=60/)]);
  });

  it('a session ended on the server (logout elsewhere, "Seus acessos") is refused at once, though its seal was just opened: redirect and cleared', async () => {
    const cookie = await cookieOf(session(Date.now() - 10_000, Date.now() - 10_000));
    // Opened once: the seal is now in the memo (lib/session/unsealed-memo.ts).
    expect((await visit('/auth/perfil', cookie)).headers.get('location')).toBeNull();
    await expect(sessionStore().end(DEMO.identification, DEMO.sid)).resolves.toBe(true);
    const response = await visit('/auth/perfil', cookie);
    expect(response.headers.get('location')).toBe(`${SITE}/?login=1`);
    expect(response.headers.getSetCookie()).toEqual([expect.stringMatching(/^portal-session=;.*Max-Age=0/), expect.stringMatching(/^portal-session-ended=1;.*Max-Age=60/)]);
  });

  it("a cookie whose session id has no record (a forged or another customer's id) is refused", async () => {
    const cookie = await cookieOf(session(Date.now(), Date.now()));
    await sessionStore().endAll(DEMO.identification);
    expect((await visit('/auth/perfil', cookie)).headers.get('location')).toBe(`${SITE}/?login=1`);
    const { sessionCookie: cookies } = await import('./cookies');
    const { jar, setCookies } = cookieJar();
    await cookies.write(jar, { ...session(Date.now(), Date.now()), sid: 'not-a-recorded-sid-000' });
    expect((await visit('/auth/perfil', cookiePair(setCookies()[0]))).headers.get('location')).toBe(`${SITE}/?login=1`);
  });

  it('refreshing the idle time moves the record on too (same session id)', async () => {
    const issuedAt = Date.now() - 40 * MINUTE;
    const response = await visit('/auth/perfil', await cookieOf(session(issuedAt, Date.now() - 10 * MINUTE)));
    expect((await resealed(response))?.sid).toBe(DEMO.sid);
    expect((await sessionStore().get(DEMO.sid, Date.now()))?.lastSeenAt).toBeGreaterThan(Date.now() - 5000);
  });

  it('a live session passes and its idle time is refreshed (re-sealed with a new lastSeenAt)', async () => {
    const issuedAt = Date.now() - 2 * 60 * MINUTE;
    const response = await visit('/auth/comparador-salarial-v2', await cookieOf(session(issuedAt, Date.now() - 10 * MINUTE)));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    const refreshed = await resealed(response);
    expect(refreshed?.issuedAt).toBe(issuedAt);
    expect(refreshed?.lastSeenAt).toBeGreaterThan(Date.now() - 5000);
    expect(response.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
  });

  it('does not re-seal more than once a minute', async () => {
    const response = await visit('/auth/comparador-salarial-v2', await cookieOf(session(Date.now() - 20_000, Date.now() - 10_000)));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('public pages: anonymous passes untouched; a bad cookie is cleared; activity refreshes a live session', async () => {
    jest.mocked(staticHashes).mockReturnValue(PRERENDERED);
    const anonymous = await visit('/');
    expect(anonymous.headers.get('x-middleware-next')).toBe('1');
    expect(anonymous.headers.get('x-middleware-rewrite')).toBeNull();
    expect(anonymous.headers.get('content-security-policy')).toContain(PRERENDERED.scripts[0]);
    expect(anonymous.headers.get('cache-control')).toBeNull();
    expect(anonymous.headers.getSetCookie()).toEqual([]);
    const bad = await visit('/perguntas-frequentes', 'portal-session=garbage');
    expect(bad.headers.get('location')).toBeNull();
    expect(bad.headers.getSetCookie()).toEqual([expect.stringMatching(/^portal-session=;.*Max-Age=0/), expect.stringMatching(/^portal-session-ended=1;.*Max-Age=60/)]);
    const live = await visit('/', await cookieOf(session(Date.now() - 5 * MINUTE, Date.now() - 5 * MINUTE)));
    expect(live.headers.getSetCookie()).toHaveLength(1);
  });

  it("a public page asked for with a live session is its prerendered logged-in variant, with that page's hashes", async () => {
    const VARIANT = { scripts: ["'sha256-dmFyaWFudA=='"], styles: [] };
    jest.mocked(staticHashes).mockClear().mockImplementation((path) => (path.startsWith('/com-sessao') ? VARIANT : PRERENDERED));
    const cookie = await cookieOf(session(Date.now() - 5 * MINUTE, Date.now() - 5 * MINUTE));
    for (const [path, variant] of [
      ['/', '/com-sessao/empregabilidade'],
      ['/perguntas-frequentes', '/com-sessao/perguntas-frequentes'],
    ]) {
      const live = await visit(path!, cookie);
      expect(live.headers.get('x-middleware-rewrite')).toBe(`${SITE}${variant}`);
      const policy = live.headers.get('content-security-policy');
      expect(policy).toContain(VARIANT.scripts[0]);
      expect(policy).not.toContain(PRERENDERED.scripts[0]);
      expect(policy).not.toMatch(/'nonce-/);
      // Served as built: no nonce is handed to a render; never kept by a shared cache.
      expect(live.headers.get('x-middleware-request-x-nonce')).toBeNull();
      expect(live.headers.get('cache-control')).toBe('private, no-store');
    }
    expect(jest.mocked(staticHashes).mock.calls.map(([path]) => path)).toEqual(['/com-sessao/empregabilidade', '/com-sessao/perguntas-frequentes']);
  });

  it("the home of a live session is its ecosystem's own variant; without Autônomo or Empregabilidade, the plain one", async () => {
    jest.mocked(staticHashes).mockReturnValue(PRERENDERED);
    const at = Date.now() - 5 * MINUTE;
    for (const [eco, variant] of [
      ['Autônomo', '/com-sessao/autonomo'],
      ['Empregabilidade', '/com-sessao/empregabilidade'],
      ['Protegido', '/com-sessao'],
      [null, '/com-sessao'],
    ] as const) {
      const live = await visit('/', await cookieOf(demoSession(at, at, { eco })));
      expect(live.headers.get('x-middleware-rewrite')).toBe(`${SITE}${variant}`);
      expect(live.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('a build without the hashes file renders the public pages per request (app/por-pedido), with a nonce, for everyone', async () => {
    jest.mocked(staticHashes).mockReturnValue(null);
    const live = await visit('/perguntas-frequentes', await cookieOf(session(Date.now() - 5 * MINUTE, Date.now() - 5 * MINUTE)));
    expect(live.headers.get('x-middleware-rewrite')).toBe(`${SITE}/por-pedido/perguntas-frequentes`);
    expect(live.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    const unbuilt = await visit('/');
    expect(unbuilt.headers.get('x-middleware-rewrite')).toBe(`${SITE}/por-pedido`);
    expect(unbuilt.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
    expect(unbuilt.headers.getSetCookie()).toEqual([]);
  });

  it('gives every page request an id: the page gets it as x-request-id, the answer echoes it; a client’s own only with TRUST_PROXY=1', async () => {
    const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    jest.mocked(staticHashes).mockImplementation((path) => (path === '/' ? PRERENDERED : null));
    const cookie = await cookieOf(session(Date.now() - 5 * MINUTE, Date.now() - 5 * MINUTE));
    const seen = new Set<string>();
    // Prerendered, rendered per request (with and without a rewrite), and a redirect.
    for (const [path, withCookie] of [['/', false], ['/auth/perfil', true], ['/perguntas-frequentes', false], ['/auth/perfil', false]] as const) {
      const response = await visit(path, withCookie ? cookie : undefined, { 'x-request-id': 'client-chosen' });
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(UUID);
      seen.add(id);
      if (!response.headers.get('location')) expect(response.headers.get('x-middleware-request-x-request-id')).toBe(id);
    }
    expect(seen.size).toBe(4);
    await withEnv({ TRUST_PROXY: '1' }, async () => {
      const { proxy: behindProxy } = await import('@/proxy');
      const trusted = await behindProxy(new NextRequest(`${SITE}/auth/perfil`, { headers: { cookie, 'x-request-id': 'lb-7f3a' } }));
      expect(trusted.headers.get('x-request-id')).toBe('lb-7f3a');
      expect(trusted.headers.get('x-middleware-request-x-request-id')).toBe('lb-7f3a');
      const unsafe = await behindProxy(new NextRequest(`${SITE}/`, { headers: { 'x-request-id': 'a b<c>' } }));
      expect(unsafe.headers.get('x-request-id')).toMatch(UUID);
    });
  });

  it('a direct visit to a variant is sent to the public address', async () => {
    for (const prefix of ['/com-sessao', '/por-pedido']) {
      expect((await visit(`${prefix}/perguntas-frequentes`)).headers.get('location')).toBe(`${SITE}/perguntas-frequentes`);
      expect((await visit(prefix)).headers.get('location')).toBe(`${SITE}/`);
      expect((await visit(`${prefix}/outra`)).headers.get('location')).toBe(`${SITE}/`);
    }
    expect((await visit('/com-sessao/autonomo')).headers.get('location')).toBe(`${SITE}/`);
  });

  it('runs on pages only: not on the API, Next assets or files', () => {
    const [matcher = ''] = config.matcher;
    const matches = (path: string) => new RegExp(`^${matcher}$`).test(path);
    expect(['/', '/auth/perfil', '/auth/comparador-salarial-v2', '/perguntas-frequentes', '/actualizar-clave'].every(matches)).toBe(true);
    expect(['/api/auth/login', '/_next/static/chunks/app.js', '/icon.svg', '/robots.txt', '/sitemap.xml'].some(matches)).toBe(false);
  });
});
