/** @jest-environment node */
import { getIronSession } from 'iron-session';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, type SessionData } from './session-data';
import { cookieJar, cookiePair, demoSession } from '@/testing/session-fixtures';

const OLD_PASSWORD = 'old-session-password-with-at-least-32-characters';
const NEW_PASSWORD = 'new-session-password-with-at-least-32-characters';
const ORIGINAL_ENV = { ...process.env };

/** Loads the session modules afresh against `env` (lib/env.ts parses the environment once per module registry). */
async function load(env: Record<string, string>) {
  jest.resetModules();
  process.env = { ...ORIGINAL_ENV, ...env };
  const { captureLogs } = await import('@/lib/ops/log');
  stopCapture = captureLogs((line) => void logged.push(line));
  return { ...(await import('./cookies')), ...(await import('./config')) };
}

const jar = cookieJar;
const pair = cookiePair;
const session = (now: number, overrides: Partial<SessionData> = {}) => demoSession(now, now, overrides);

/** The log lines written by the modules `load` gave (lib/ops/log.ts), parsed. */
let logged: string[] = [];
const warnings = () => logged.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.level === 'warn');
let stopCapture = () => undefined as void;
beforeEach(() => {
  logged = [];
});
afterEach(() => {
  stopCapture();
  process.env = ORIGINAL_ENV;
  jest.restoreAllMocks();
});

describe('the session cookie', () => {
  it('a pending login (3 ecosystems, not a session yet) cannot be replayed as the session cookie', async () => {
    const { sessionCookie, pendingLoginCookie } = await load({ SESSION_PASSWORD: OLD_PASSWORD, SITE_URL: 'http://localhost:3000', NODE_ENV: 'test' });
    const now = Date.now();
    const writer = jar();
    await pendingLoginCookie.write(writer.jar, session(now));
    const sealed = pair(writer.setCookies()[0]).split('=').slice(1).join('=');
    expect(sealed).toMatch(/^Fe26\.2\*/);
    expect(await pendingLoginCookie.read(jar(`portal-pending-login=${sealed}`).jar, now)).not.toBeNull();
    expect(await sessionCookie.read(jar(`portal-session=${sealed}`).jar, now)).toBeNull();
  });

  it('seals and reads back; HttpOnly, SameSite=Lax, Path=/, expires with the idle timeout, not Secure over plain HTTP in test', async () => {
    const { sessionCookie } = await load({ SESSION_PASSWORD: OLD_PASSWORD, SITE_URL: 'http://localhost:3000', NODE_ENV: 'test' });
    const now = Date.now();
    const writer = jar();
    await sessionCookie.write(writer.jar, session(now));
    const [setCookie] = writer.setCookies();
    expect(setCookie).toMatch(/^portal-session=Fe26\.2\*/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).toContain(`Max-Age=${SESSION_IDLE_MS / 1000 - 60}`);
    expect(setCookie).not.toMatch(/Secure/i);
    expect(setCookie).not.toContain('header.payload.signature');
    expect(await sessionCookie.read(jar(pair(setCookie)).jar)).toEqual(session(now));
  });

  it('over HTTPS the cookie is __Host- prefixed and Secure; in production always Secure', async () => {
    const https = await load({ SESSION_PASSWORD: OLD_PASSWORD, SITE_URL: 'https://beneficios.example.com.br' });
    expect(https.sessionOptions()).toMatchObject({ cookieName: '__Host-portal-session', cookieOptions: { secure: true, path: '/' } });
    const production = await load({ SESSION_PASSWORD: OLD_PASSWORD, SITE_URL: 'http://localhost:3000', NODE_ENV: 'production' });
    expect(production.sessionOptions()).toMatchObject({ cookieName: 'portal-session', cookieOptions: { secure: true, httpOnly: true, sameSite: 'lax' } });
  });

  it.each([
    ['tampered', (value: string) => `${value.slice(0, -12)}AAAAAAAAAAAA`],
    ['garbage', () => 'not-a-seal'],
    ['cut short', (value: string) => value.slice(0, value.length / 2)],
  ])('a %s cookie reads as anonymous and is cleared, never an error', async (_, corrupt) => {
    const { sessionCookie } = await load({ SESSION_PASSWORD: OLD_PASSWORD });
    const writer = jar();
    await sessionCookie.write(writer.jar, session(Date.now()));
    const [name, value] = pair(writer.setCookies()[0]).split('=') as [string, string];
    const reader = jar(`${name}=${corrupt(value)}`);
    await expect(sessionCookie.read(reader.jar)).resolves.toBeNull();
    expect(reader.setCookies()).toEqual([expect.stringMatching(/^portal-session=; Max-Age=0/)]);
    expect(warnings()).toEqual([expect.objectContaining({ event: 'session.unseal-rejected', cookieName: 'portal-session', reason: 'invalid' })]);
  });

  it('a well-sealed value of the wrong shape reads as anonymous and is cleared', async () => {
    const { sessionCookie } = await load({ SESSION_PASSWORD: OLD_PASSWORD });
    const writer = jar();
    const foreign = await getIronSession<{ user: string }>(writer.jar, sessionCookie.options());
    foreign.user = 'someone';
    await foreign.save();
    const reader = jar(pair(writer.setCookies()[0]));
    expect(await sessionCookie.read(reader.jar)).toBeNull();
    expect(reader.setCookies()).toHaveLength(1);
  });

  it('expires after 30 min idle and after 12 h in all, even when the seal itself is still valid', async () => {
    const { sessionCookie } = await load({ SESSION_PASSWORD: OLD_PASSWORD });
    const now = Date.now();
    const idle = jar();
    await sessionCookie.write(idle.jar, session(now, { issuedAt: now - 60_000, lastSeenAt: now - SESSION_IDLE_MS }));
    expect(await sessionCookie.read(jar(pair(idle.setCookies()[0])).jar)).toBeNull();

    const old = jar();
    await sessionCookie.write(old.jar, session(now, { issuedAt: now - SESSION_ABSOLUTE_MS, lastSeenAt: now }));
    expect(await sessionCookie.read(jar(pair(old.setCookies()[0])).jar)).toBeNull();

    const fresh = jar();
    await sessionCookie.write(fresh.jar, session(now));
    const cookie = pair(fresh.setCookies()[0]);
    expect(await sessionCookie.read(jar(cookie).jar, now + SESSION_IDLE_MS - 1000)).not.toBeNull();
    expect(await sessionCookie.read(jar(cookie).jar, now + SESSION_IDLE_MS)).toBeNull();
  });

  it('an expired seal reads as anonymous and is cleared', async () => {
    const { sessionCookie } = await load({ SESSION_PASSWORD: OLD_PASSWORD });
    const now = Date.now();
    const writer = jar();
    await sessionCookie.write(writer.jar, session(now));
    jest.spyOn(Date, 'now').mockReturnValue(now + SESSION_IDLE_MS + 2 * 60_000);
    const reader = jar(pair(writer.setCookies()[0]));
    expect(await sessionCookie.read(reader.jar, now)).toBeNull();
    expect(reader.setCookies()).toEqual([expect.stringMatching(/Max-Age=0/)]);
  });

  it('rotation: the old password still unseals, the highest id seals; once retired, old cookies are anonymous', async () => {
    const before = await load({ SESSION_PASSWORD: OLD_PASSWORD });
    const now = Date.now();
    const oldWriter = jar();
    await before.sessionCookie.write(oldWriter.jar, session(now));
    const oldCookie = pair(oldWriter.setCookies()[0]);

    const rotating = await load({ SESSION_PASSWORD: JSON.stringify({ 1: OLD_PASSWORD, 2: NEW_PASSWORD }) });
    expect(await rotating.sessionCookie.read(jar(oldCookie).jar)).toEqual(session(now));
    const newWriter = jar();
    await rotating.sessionCookie.write(newWriter.jar, session(now));
    const newCookie = pair(newWriter.setCookies()[0]);
    expect(newCookie).toMatch(/^portal-session=Fe26\.2\*2\*/);

    const after = await load({ SESSION_PASSWORD: JSON.stringify({ 2: NEW_PASSWORD }) });
    expect(await after.sessionCookie.read(jar(newCookie).jar)).toEqual(session(now));
    expect(await after.sessionCookie.read(jar(oldCookie).jar)).toBeNull();
    expect(warnings()).toContainEqual(expect.objectContaining({ event: 'session.unseal-rejected', reason: 'unknown-password' }));
  });

  it('clear() expires a present cookie and writes nothing when there is none', async () => {
    const { sessionCookie } = await load({ SESSION_PASSWORD: OLD_PASSWORD });
    const none = jar();
    await sessionCookie.clear(none.jar);
    expect(none.setCookies()).toEqual([]);
    const present = jar('portal-session=whatever');
    await sessionCookie.clear(present.jar);
    expect(present.setCookies()).toEqual([expect.stringMatching(/^portal-session=; Max-Age=0/)]);
  });
});
