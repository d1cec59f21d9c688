import 'server-only';
import { createHash } from 'node:crypto';
import type { CookieJar } from 'iron-session';
import { cookies } from 'next/headers';
import { getCurriculum, type StoredCv } from '@/lib/insurer/cv';
import type { InsurerResult } from '@/lib/insurer/request';
import { sessionCookie } from '@/lib/session/cookies';
import { SESSION_REFRESH_MS, type SessionData } from '@/lib/session/session-data';

/**
 * The CV builder's server side of the session. Pages get the session without its JWT
 * (lib/session/dal.ts); the CV pages still need the customer's saved CV for their first render,
 * so this reads it here, on the server, and hands the page only the CV.
 */

/** Server Components cannot set cookies: read only (proxy.ts and the handlers clear bad cookies). */
const readOnly = async (): Promise<CookieJar> => {
  const store = await cookies();
  return { read: (name) => store.get(name)?.value, write: () => undefined };
};

/** The customer's saved CV, for a page the DAL already let through (verifyService('cv')). */
export async function loadCvForPage(): Promise<InsurerResult<StoredCv>> {
  const session = await sessionCookie.read(await readOnly());
  if (!session) return { kind: 'business', code: '401', message: '' };
  return getCurriculum(session.jwt);
}

/**
 * Saving is activity: the session's idle time restarts (proxy.ts does the same for page visits),
 * so a customer writing a CV for more than 30 minutes on one page stays logged in.
 */
export async function keepSessionAlive(jar: CookieJar, session: SessionData, now = Date.now()): Promise<void> {
  if (now - session.lastSeenAt < SESSION_REFRESH_MS) return;
  await sessionCookie.write(jar, { ...session, lastSeenAt: now });
}

/**
 * Whose unsaved copy a browser tab keeps (components/cv/backup.ts): an opaque key per customer,
 * so the tab never stores the CPF and never restores one customer's CV for another.
 */
export const backupOwner = (identification: string) => createHash('sha256').update(`cv-backup:${identification}`).digest('hex').slice(0, 24);
