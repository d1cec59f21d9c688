import { getIronSession, nextProxyCookies, type CookieJar } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_ENDED_COOKIE } from '@/lib/bff/contract';
import { LOGIN_PATH, sessionOptions } from '@/lib/session/config';
import { SESSION_REFRESH_MS, liveSession, type SessionData } from '@/lib/session/session-data';

const isPrivate = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');

/**
 * The optimistic guard (Next 16's proxy, formerly middleware): /auth/* without a live session
 * redirects to /?login=1; a live session's idle time is refreshed on activity (re-sealed with a
 * new lastSeenAt, at most once a minute); a tampered, expired (12 h, or 30 min idle) or unreadable
 * session cookie is cleared. Pages and handlers verify the session again (lib/session/dal.ts).
 */
export async function proxy(request: NextRequest) {
  let response = NextResponse.next();
  const options = sessionOptions();
  // Writes go to whichever response is finally returned (the redirect, when there is one).
  const jar: CookieJar = nextProxyCookies(request, { cookies: { set: (...args) => response.cookies.set(...args) } });
  const session = await getIronSession<SessionData>(jar, options);
  const now = Date.now();
  const live = liveSession({ ...session }, now);

  if (!live && isPrivate(request.nextUrl.pathname)) response = NextResponse.redirect(new URL(LOGIN_PATH, request.url));
  if (!live && request.cookies.has(options.cookieName)) {
    session.destroy();
    response.cookies.set(SESSION_ENDED_COOKIE, '1', { path: '/', maxAge: 60, sameSite: 'lax' });
  }
  if (live && now - live.lastSeenAt >= SESSION_REFRESH_MS) {
    session.lastSeenAt = now;
    await session.save();
  }
  return response;
}

export const config = {
  // Every page (activity anywhere refreshes the idle time); not the API, Next's assets or files.
  matcher: ['/((?!api/|_next/|.*\\.[\\w]+$).*)'],
};
