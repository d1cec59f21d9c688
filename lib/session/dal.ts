import 'server-only';
import type { CookieJar } from 'iron-session';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { hasService, type ServiceId } from '@/lib/config/benefit-services';
import { LOGIN_PATH } from './config';
import { sessionCookie } from './cookies';
import type { SessionData } from './session-data';

/** What pages get: the session without the insurer's JWT, so no prop or HTML can ever carry it. */
export type SessionView = Omit<SessionData, 'jwt'>;

function withoutJwt(session: SessionData): SessionView {
  const view: Partial<SessionData> = { ...session };
  delete view.jwt;
  return view as SessionView;
}

/**
 * The Data Access Layer of the session (Next.js authentication guide). proxy.ts only makes an
 * optimistic check; every /auth page and every authenticated handler verifies again here
 * (defence in depth: middleware/proxy bypasses such as CVE-2025-29927).
 */

/** Server Components cannot set cookies: read only; proxy.ts and the handlers clear bad cookies. */
async function readOnlyJar(): Promise<CookieJar> {
  const store = await cookies();
  return { read: (name) => store.get(name)?.value, write: () => undefined };
}

/** The live session of this request, or null (anonymous). For pages that render either way (the header). */
export const getSession = cache(async (): Promise<SessionView | null> => {
  const session = await sessionCookie.read(await readOnlyJar());
  return session && withoutJwt(session);
});

/** For /auth pages: the live session, or a redirect to the home page with the login panel open. */
export const verifySession = cache(async (): Promise<SessionView> => {
  const session = await getSession();
  if (!session) redirect(LOGIN_PATH);
  return session;
});

/** For authenticated route handlers: the live session with its JWT, or null → answer 401 (a bad cookie is cleared). */
export const verifyHandlerSession = (jar: CookieJar): Promise<SessionData | null> => sessionCookie.read(jar);

/**
 * For the pages of one service: the live session when the customer's ecosystems include the
 * service, null when they do not (the page then shows components/services/NotInBenefits), or a
 * redirect to the login when there is no session.
 */
export async function verifyService(id: ServiceId): Promise<SessionView | null> {
  const session = await verifySession();
  return hasService(session.listEcosystem, id) ? session : null;
}

/**
 * For server code that calls the insurer while rendering a page (e.g. lib/courses/load.ts): the
 * insurer's JWT of this request's live session, or null. Never pass it to a client component.
 */
export const insurerJwt = cache(async (): Promise<string | null> => (await sessionCookie.read(await readOnlyJar()))?.jwt ?? null);
