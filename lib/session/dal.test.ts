/** @jest-environment node */
import { webCookies } from 'iron-session';
import { cookies } from 'next/headers';
import { getHeaderView, getSession, verifyHandlerSession, verifySession, withInsurerSession } from './dal';
import { demoSession, sealedSession } from '@/testing/session-fixtures';
import { sessionStore } from './store';

jest.mock('next/headers', () => ({ cookies: jest.fn() }));
jest.mock('next-intl/server', () => jest.requireActual('@/testing/server-render').serverTranslations());

const now = Date.now();
const SESSION = demoSession(now, now, {
  names: 'João Pedro Almeida',
  identification: '11144477735',
  listEcosystem: [{ name: 'Autônomo', services: [{ name: 'coursera', meta: 'm' }] }],
  eco: 'Autônomo',
});

/** What next/headers cookies() gives a Server Component: reads, and a set() that throws (only actions and handlers may set). */
function requestCookies(header: string) {
  const values = new Map(header.split('; ').filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  jest.mocked(cookies).mockResolvedValue({
    get: (name: string) => (values.has(name) ? { name, value: values.get(name) } : undefined),
    set: () => {
      throw new Error('Cookies can only be modified in a Server Action or Route Handler.');
    },
  } as never);
}


beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('getSession (pages that render either way)', () => {
  it('reads the live session, without the JWT', async () => {
    requestCookies(await sealedSession(SESSION));
    const session = await getSession();
    expect(session).toEqual(expect.objectContaining({ names: SESSION.names, listEcosystem: SESSION.listEcosystem, issuedAt: SESSION.issuedAt }));
    expect(session).not.toHaveProperty('jwt');
  });

  it('is null without a cookie, and null (never an error, nothing set) with a tampered one', async () => {
    requestCookies('');
    await expect(getSession()).resolves.toBeNull();
    requestCookies(`${(await sealedSession(SESSION)).slice(0, -8)}AAAAAAAA`);
    await expect(getSession()).resolves.toBeNull();
  });
});

describe('getHeaderView (the header of a page rendered per request)', () => {
  it("gives the customer's names and their services' links, labelled, and nothing else", async () => {
    requestCookies(await sealedSession(SESSION));
    const view = await getHeaderView();
    expect(view).toEqual({ names: SESSION.names, services: [expect.objectContaining({ href: expect.stringMatching(/^\/auth\//), label: expect.any(String) })] });
    expect(JSON.stringify(view)).not.toContain(SESSION.jwt);
    expect(JSON.stringify(view)).not.toContain(SESSION.identification);
  });

  it('is null for a visitor', async () => {
    requestCookies('');
    await expect(getHeaderView()).resolves.toBeNull();
  });
});

describe('verifySession (every /auth page)', () => {
  it('gives the session to a logged-in customer', async () => {
    requestCookies(await sealedSession(SESSION));
    const session = await verifySession();
    expect(session).toMatchObject({ names: 'João Pedro Almeida' });
    expect(session).not.toHaveProperty('jwt');
  });

  it('redirects an anonymous visitor to /?login=1', async () => {
    requestCookies('');
    await expect(verifySession()).rejects.toMatchObject({ digest: expect.stringContaining('/?login=1') });
  });

  it('a landing page renders no private content without a session, whatever the proxy did (CVE-2025-29927)', async () => {
    requestCookies('');
    const { default: CoursesHomePage } = await import('@/app/auth/inicio-fazer-cursos/page');
    const { default: SalaryComparatorPage } = await import('@/app/auth/comparador-salarial-v2/page');
    const pages = [() => CoursesHomePage(), () => SalaryComparatorPage({ searchParams: Promise.resolve({ ocupacao: '2124', uf: 'SP', nivel: 'pleno' }) })];
    for (const page of pages) {
      await expect(page()).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') });
    }
  });
});

describe('verifyHandlerSession (authenticated route handlers)', () => {
  it('gives the session, or null (→ 401) and clears a bad cookie', async () => {
    const cookie = await sealedSession(SESSION);
    await expect(verifyHandlerSession(webCookies(new Request('http://localhost:3000/', { headers: { cookie } }), new Headers()))).resolves.toEqual(SESSION);
    const out = new Headers();
    const tampered = webCookies(new Request('http://localhost:3000/', { headers: { cookie: 'portal-session=Fe26.2*1*broken' } }), out);
    await expect(verifyHandlerSession(tampered)).resolves.toBeNull();
    expect(out.getSetCookie()).toEqual([expect.stringMatching(/^portal-session=; Max-Age=0/)]);
  });

  it('refuses (null → 401) and clears the cookie of a session ended on the server, even one read a moment ago', async () => {
    const cookie = await sealedSession(SESSION);
    const jarOf = (out = new Headers()) => webCookies(new Request('http://localhost:3000/', { headers: { cookie } }), out);
    await expect(verifyHandlerSession(jarOf())).resolves.toEqual(SESSION);
    await sessionStore().end(SESSION.identification, SESSION.sid);
    const out = new Headers();
    await expect(verifyHandlerSession(jarOf(out))).resolves.toBeNull();
    expect(out.getSetCookie()).toEqual([expect.stringMatching(/^portal-session=; Max-Age=0/)]);
  });
});

describe('pages of a session ended on the server', () => {
  it('read as no session: getSession is null, verifySession sends to the login', async () => {
    const cookie = await sealedSession(SESSION);
    await sessionStore().endOthers(SESSION.identification, SESSION.sid);
    requestCookies(cookie);
    await expect(getSession()).resolves.not.toBeNull();
    await sessionStore().endAll(SESSION.identification);
    await expect(getSession()).resolves.toBeNull();
    await expect(verifySession()).rejects.toMatchObject({ digest: expect.stringContaining('/?login=1') });
  });
});

describe('withInsurerSession (a page that calls the insurer for the customer)', () => {
  it('runs the call with the JWT and gives back only its result', async () => {
    requestCookies(await sealedSession(SESSION));
    const call = jest.fn(async (jwt: string) => ({ kind: 'ok', length: jwt.length }));
    await expect(withInsurerSession(call)).resolves.toEqual({ kind: 'ok', length: SESSION.jwt.length });
    expect(call).toHaveBeenCalledWith(SESSION.jwt);
  });

  it('redirects to the login without a session, never calling', async () => {
    requestCookies('');
    const call = jest.fn();
    await expect(withInsurerSession(call)).rejects.toMatchObject({ digest: expect.stringContaining('/?login=1') });
    expect(call).not.toHaveBeenCalled();
  });

  it('the account pages render nothing private without a session, whatever the proxy did', async () => {
    requestCookies('');
    const { default: ProfilePage } = await import('@/app/auth/perfil/page');
    const { default: PasswordPage } = await import('@/app/auth/perfil/senha/page');
    for (const page of [ProfilePage, PasswordPage]) {
      await expect(page()).rejects.toMatchObject({ digest: expect.stringContaining('NEXT_REDIRECT') });
    }
  });
});
