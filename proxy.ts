import { nextProxyCookies, type CookieJar } from 'iron-session';
import { trace } from '@opentelemetry/api';
import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_ENDED_COOKIE } from '@/lib/bff/protocol';
import { getEnv } from '@/lib/env';
import { REQUEST_ID_ATTRIBUTE, REQUEST_ID_HEADER, SUPPORT_CODE_ATTRIBUTE, requestIdOf } from '@/lib/ops/request-id';
import { supportCodeOf } from '@/lib/ops/support-code';
import { NONCE_HEADER, contentSecurityPolicy, createNonce, type CspOptions } from '@/lib/security/csp';
import { staticHashes, type StaticHashes } from '@/lib/security/static-csp';
import { isPublicPage, publicPageOf, sessionVariantOf, variantOf } from '@/lib/seo/public-pages';
import { HOME_WITH_LOGIN_PANEL } from '@/lib/session/login-redirect';
import { sessionOptions } from '@/lib/session/config';
import { sessionCookie } from '@/lib/session/cookies';
import { readRegisteredSession, touchSession } from '@/lib/session/registry';
import { homeTabOf } from '@/lib/session/ecosystems';
import { SESSION_REFRESH_MS } from '@/lib/session/session-data';

const isPrivate = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');
const CSP = 'content-security-policy';

function cspBase(): Omit<CspOptions, 'nonce' | 'hashes'> {
  const env = getEnv();
  return {
    captcha: env.CAPTCHA_PROVIDER,
    tagManager: Boolean(env.GTM_ID),
    https: new URL(env.SITE_URL).protocol === 'https:',
    development: env.NODE_ENV === 'development',
  };
}

/**
 * A page rendered per request: a fresh nonce, handed to Next.js through the request's CSP header
 * (it puts it on its scripts and inlined styles) and to the page through NONCE_HEADER; `rewrite`
 * serves another route at this address (a public page's per-request variant). `headers`: the
 * request's, as the page gets them.
 */
function dynamicPage(request: NextRequest, headers: Headers, rewrite: string | null): NextResponse {
  const nonce = createNonce();
  const policy = contentSecurityPolicy({ ...cspBase(), nonce });
  headers.set(CSP, policy);
  headers.set(NONCE_HEADER, nonce);
  const response = rewrite ? NextResponse.rewrite(new URL(rewrite, request.url), { request: { headers } }) : NextResponse.next({ request: { headers } });
  response.headers.set(CSP, policy);
  return response;
}

/**
 * A prerendered page as built, with the hashes of its inline code; `rewrite` serves another
 * prerendered route at this address (a public page's logged-in variant). That one is kept out of
 * shared caches (Next.js would send the build's `s-maxage`), which key on the address alone and
 * would then hand the customer's variant to visitors.
 */
function prerenderedPage(request: NextRequest, headers: Headers, rewrite: string | null, hashes: StaticHashes): NextResponse {
  const response = rewrite ? NextResponse.rewrite(new URL(rewrite, request.url), { request: { headers } }) : NextResponse.next({ request: { headers } });
  response.headers.set(CSP, contentSecurityPolicy({ ...cspBase(), hashes }));
  if (rewrite) response.headers.set('cache-control', 'private, no-store');
  return response;
}

/**
 * Every page goes through here (Next 16's proxy, formerly middleware):
 * - the Content-Security-Policy: a public page is served as prerendered, with the hashes of its
 *   inline code: the visitor's (app/(public)), or for a live session its logged-in variant
 *   (app/com-sessao, whose header fills in the customer's greeting after load); any other page is
 *   rendered per request with a nonce, and so are the public pages of a build without the hashes
 *   file (app/por-pedido, the header read from the session);
 * - the optimistic session guard: /auth/* without a live session redirects to /?login=1; a live
 *   session's idle time is refreshed on activity (re-sealed at most once a minute); a tampered,
 *   expired (12 h, or 30 min idle), unreadable or ended (its record in lib/session/store.ts gone)
 *   session cookie is cleared. Pages and handlers verify
 *   the session again (lib/session/dal.ts);
 * - the request id (lib/ops/request-id.ts): the page gets it as its request's `x-request-id` (a
 *   client's own replaced unless TRUST_PROXY=1), for its insurer calls, its log lines and the
 *   support code of a failure it shows (lib/ops/page-request.ts) and Next's span of the request;
 *   the answer echoes it in X-Request-Id.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const requestId = requestIdOf(request.headers, getEnv().TRUST_PROXY > 0);
  // With tracing on (lib/ops/tracing.ts), Next's span of this request names it too.
  trace.getActiveSpan()?.setAttributes({ [REQUEST_ID_ATTRIBUTE]: requestId, [SUPPORT_CODE_ATTRIBUTE]: supportCodeOf(requestId) });
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const options = sessionOptions();
  let response: NextResponse = NextResponse.next();
  // Writes go to whichever response is finally returned.
  const jar: CookieJar = nextProxyCookies(request, { cookies: { set: (...args) => response.cookies.set(...args) } });
  const now = Date.now();
  // Read only here (the jar's writes would go to the response before it is chosen below); the
  // page reading the same seal next does not open it again (lib/session/unsealed-memo.ts).
  const live = await readRegisteredSession({ read: jar.read, write: () => undefined }, now);

  const publicPage = publicPageOf(pathname);
  // The prerendered page to serve at a public address: the visitor's, or the logged-in variant (the
  // home's of the customer's own ecosystem).
  const served = isPublicPage(pathname) ? (live ? sessionVariantOf(pathname, homeTabOf(live.eco)) : pathname) : null;
  const hashes = served ? staticHashes(served) : null;
  if (publicPage !== null) {
    response = NextResponse.redirect(new URL(publicPage, request.url));
  } else if (!live && isPrivate(pathname)) {
    response = NextResponse.redirect(new URL(HOME_WITH_LOGIN_PANEL, request.url));
  } else if (served && hashes) {
    response = prerenderedPage(request, headers, served === pathname ? null : served, hashes);
  } else {
    response = dynamicPage(request, headers, variantOf(pathname, 'perRequest'));
  }

  if (!live && request.cookies.has(options.cookieName)) {
    await sessionCookie.clear(jar);
    response.cookies.set(SESSION_ENDED_COOKIE, '1', { path: '/', maxAge: 60, sameSite: 'lax' });
  }
  if (live && now - live.lastSeenAt >= SESSION_REFRESH_MS) await touchSession(jar, live, now);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

export const config = {
  // Every page (activity anywhere refreshes the idle time); not the API, Next's assets or files.
  matcher: ['/((?!api/|_next/|.*\\.[\\w]+$).*)'],
};
