import 'server-only';
import { getIronSession, type CookieJar } from 'iron-session';
import { COOKIE, SHORT_SEAL_MS, cookieSessionOptions } from './config';
import { SESSION_IDLE_MS, liveLogin, liveSession, type LoginData, type SessionData } from './session-data';
import { recall, remember } from './unsealed-memo';

/**
 * One sealed HttpOnly cookie (iron-session) read and written through a cookie jar: a route
 * handler's request/response (webCookies), proxy.ts (nextProxyCookies), or a read-only jar
 * over next/headers cookies() in Server Components.
 *
 * Reading never throws: a tampered, expired, unreadable or malformed cookie reads as null and
 * is cleared (when the jar can write). A seal read a moment ago is not opened again (unsealed-memo.ts).
 */
export function sealedCookie<T extends object>(name: string, ttlMs: number, parse: (unsealed: unknown, now: number) => T | null) {
  const options = () => cookieSessionOptions(name, ttlMs);
  return {
    options,
    async read(jar: CookieJar, now = Date.now()): Promise<T | null> {
      const config = options();
      const seal = jar.read(config.cookieName);
      // A seal opened a moment ago (this request's proxy.ts, or the customer's previous page): no WebCrypto again.
      const scope = `${config.cookieName}\0${JSON.stringify(config.password)}`;
      const remembered = seal ? recall(scope, seal, now) : null;
      const known = remembered && parse(remembered, now);
      if (known) return known;
      const sealed = await getIronSession<T>(jar, config);
      const opened = { ...sealed } as Record<string, unknown>;
      const value = parse(opened, now);
      if (value === null && seal) sealed.destroy();
      if (value !== null && seal) remember(scope, seal, opened, now);
      return value;
    },
    /** Replaces the whole content. */
    async write(jar: CookieJar, value: T): Promise<void> {
      const sealed = await getIronSession<T>(jar, options());
      const fields = sealed as Record<string, unknown>;
      for (const key of Object.keys(fields)) delete fields[key];
      Object.assign(sealed, value);
      await sealed.save();
    },
    async clear(jar: CookieJar): Promise<void> {
      const config = options();
      if (jar.read(config.cookieName)) (await getIronSession<T>(jar, config)).destroy();
    },
  };
}

/** The customer's session: 30 min idle (refreshed on activity by proxy.ts), 12 h at most. */
export const sessionCookie = sealedCookie<SessionData>(COOKIE.session, SESSION_IDLE_MS, liveSession);

/**
 * A login that still needs the ecosystem choice (exactly 3 ecosystems, SPEC §4): the session
 * is only created once the insurer accepts the choice, so 'Cancelar' leaves the visitor logged out.
 */
export const pendingLoginCookie = sealedCookie<LoginData>(COOKIE.pendingLogin, SHORT_SEAL_MS, liveLogin);
