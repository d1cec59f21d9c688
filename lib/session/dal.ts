import 'server-only';
import type { CookieJar } from 'iron-session';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { hasService, type ServiceId } from '@/lib/config/benefit-services';
import { HOME_WITH_LOGIN_PANEL } from '@/lib/session/login-redirect';
import { readRegisteredSession } from './registry';
import { headerView, type HeaderView } from './header-view';
import type { SessionData, SessionView } from './session-data';

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

/** This request's live session with its JWT (its registry record checked), read once however many parts of the page ask. */
const readLiveSession = cache(async (): Promise<SessionData | null> => readRegisteredSession(await readOnlyJar()));

/** The live session of this request, or null (anonymous). For pages that render either way (the header). */
export const getSession = cache(async (): Promise<SessionView | null> => {
  const session = await readLiveSession();
  return session && withoutJwt(session);
});

/** What the header of a page rendered per request shows: the customer's (lib/session/header-view), or null for a visitor. */
export const getHeaderView = cache(async (): Promise<HeaderView | null> => {
  const session = await getSession();
  if (!session) return null;
  const t = await getTranslations('Home.services');
  return headerView(session, (id) => t(`${id}.title`));
});

/** For /auth pages: the live session, or a redirect to the home page with the login panel open. */
export const verifySession = cache(async (): Promise<SessionView> => {
  const session = await getSession();
  if (!session) redirect(HOME_WITH_LOGIN_PANEL);
  return session;
});

/** For authenticated route handlers: the live session with its JWT, or null → answer 401 (a bad or ended session's cookie is cleared). */
export const verifyHandlerSession = (jar: CookieJar): Promise<SessionData | null> => readRegisteredSession(jar);

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
 * For a Server Component that calls the insurer on the customer's behalf (e.g. /auth/perfil reads
 * the profile): runs `call` with the live session's JWT and gives back only its result, so the JWT
 * never reaches a prop or the HTML. Without a live session: the login, like verifySession().
 */
export async function withInsurerSession<T>(call: (jwt: string) => Promise<T>): Promise<T> {
  const session = await readLiveSession();
  if (!session) redirect(HOME_WITH_LOGIN_PANEL);
  return call(session.jwt);
}
