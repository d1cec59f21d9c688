import 'server-only';
import type { CookieJar } from 'iron-session';
import { randomBytes } from 'node:crypto';
import { log } from '@/lib/ops/log';
import { securityEvent } from '@/lib/ops/security-event';
import { sessionCookie } from './cookies';
import type { LoginData, SessionData } from './session-data';
import { truncateUserAgent } from './session-record';
import { sessionStore } from './store';

/**
 * Sessions the server knows (OWASP ASVS 7.4.1, 7.4.3, 7.5.2): each login opens a record in the
 * session registry (lib/session/store.ts) under a random id sealed into the cookie, every read of
 * the cookie checks that record, and logout, a password change or recovery, an e-mail change and
 * "Seus acessos" end records, so a copy of the cookie stops working everywhere at once.
 */

/** Why sessions ended, as the `session.ended` security event says it. */
export type EndReason = 'logout' | 'ended-by-customer' | 'password-change' | 'recovery' | 'email-change';

/** A new session id: 128 random bits, base64url (22 characters). */
export const newSessionId = (): string => randomBytes(16).toString('base64url');

/** The registry's key for a customer: the CPF's digits. */
export const customerOf = (cpf: string): string => cpf.replace(/\D/g, '');

/** Opens the session of a login: its record in the registry, then the cookie. */
export async function startSession(cookies: CookieJar, login: LoginData, userAgent: string | null): Promise<SessionData> {
  const session: SessionData = { ...login, sid: newSessionId() };
  await sessionStore().create({
    sid: session.sid,
    cpf: customerOf(session.identification),
    createdAt: session.issuedAt,
    lastSeenAt: session.lastSeenAt,
    userAgent: truncateUserAgent(userAgent),
  });
  await sessionCookie.write(cookies, session);
  return session;
}

/**
 * The cookie's live session when its record is live too, else null, the cookie cleared where the
 * jar can write. Checked on every read, after the seal memo (lib/session/unsealed-memo.ts): a seal
 * opened a moment ago is refused as soon as its record is ended.
 */
export async function readRegisteredSession(jar: CookieJar, now = Date.now()): Promise<SessionData | null> {
  const session = await sessionCookie.read(jar, now);
  if (!session) return null;
  const record = await sessionStore().get(session.sid, now);
  if (record?.cpf === customerOf(session.identification)) return session;
  await sessionCookie.clear(jar);
  return null;
}

/** Activity: the cookie re-sealed with `lastSeenAt` = now and the record's idle limit moved on with it. */
export async function touchSession(jar: CookieJar, session: SessionData, now = Date.now()): Promise<SessionData> {
  const touched = { ...session, lastSeenAt: now };
  await sessionCookie.write(jar, touched);
  await sessionStore().touch(session.sid, now);
  return touched;
}

/** Runs one ending and says it (`session.ended`): how many sessions ended, or null when the registry could not be reached. */
async function ending(cpf: string, reason: EndReason, run: () => Promise<number | boolean>): Promise<number | null> {
  try {
    const ended = Number(await run());
    securityEvent({ event: 'session.ended', outcome: reason, cpf, sessions: ended });
    return ended;
  } catch (error) {
    log.error({ event: 'session.end-failed', reason, error: error instanceof Error ? error.name : typeof error });
    return null;
  }
}

/** Ends the request's own session on the server ("Sair"). */
export const endThisSession = (session: SessionData, reason: EndReason = 'logout'): Promise<number | null> =>
  ending(session.identification, reason, () => sessionStore().end(customerOf(session.identification), session.sid));

/** Ends every other session of the customer (a password or e-mail change, "Encerrar os outros acessos"). */
export const endOtherSessions = (session: SessionData, reason: EndReason): Promise<number | null> =>
  ending(session.identification, reason, () => sessionStore().endOthers(customerOf(session.identification), session.sid));

/** Ends every session of the customer with this CPF (a completed password recovery). */
export const endAllSessions = (cpf: string, reason: EndReason): Promise<number | null> => ending(cpf, reason, () => sessionStore().endAll(customerOf(cpf)));

/** Ends one other session of the customer, chosen in "Seus acessos"; false when it is not theirs (or already ended). */
export async function endOneSession(session: SessionData, sid: string): Promise<boolean> {
  if (sid === session.sid) return false;
  const store = sessionStore();
  const ended = await store.end(customerOf(session.identification), sid);
  if (ended) securityEvent({ event: 'session.ended', outcome: 'ended-by-customer', cpf: session.identification, sessions: 1 });
  return ended;
}
