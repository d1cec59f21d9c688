import { webCookies } from 'iron-session';
import type { SessionData } from '@/lib/session/session-data';

export const SITE = 'http://localhost:3000';

/** The session id of demoSession (a test that needs two sessions gives one its own). */
export const DEMO_SID = 'demo-session-id-000001';

/** A demo customer's session opened at `issuedAt` and last seen at `lastSeenAt` (Mariana unless overridden). */
export function demoSession(issuedAt: number, lastSeenAt = issuedAt, overrides: Partial<SessionData> = {}): SessionData {
  return {
    jwt: 'header.payload.signature',
    names: 'Mariana Souza Oliveira',
    identification: '52998224725',
    listEcosystem: [{ name: 'Empregabilidade', services: [{ name: 'coursera', meta: 'https://www.coursera.org/programs/x' }] }],
    isParcelamentoUser: false,
    isProtegido: false,
    eco: 'Empregabilidade',
    lastsession: new Date(issuedAt).toISOString(),
    issuedAt,
    lastSeenAt,
    sid: DEMO_SID,
    ...overrides,
  };
}

/** A route-handler-like jar: the request's Cookie header in, Set-Cookie headers out. */
export function cookieJar(cookie?: string) {
  const out = new Headers();
  const request = new Request(`${SITE}/`, { headers: cookie ? { cookie } : {} });
  return { jar: webCookies(request, out), out, setCookies: () => out.getSetCookie() };
}

/** The `name=value` pair of a Set-Cookie line. */
export const cookiePair = (setCookie: string | undefined) => setCookie?.split(';')[0] ?? '';

/** The `portal-session=…` pair of `data` sealed as the session cookie, its record opened in the session registry. */
export async function sealedSession(data: SessionData, userAgent = ''): Promise<string> {
  const { sessionCookie } = await import('@/lib/session/cookies');
  const { sessionStore } = await import('@/lib/session/store');
  await sessionStore().create({ sid: data.sid, cpf: data.identification, createdAt: data.issuedAt, lastSeenAt: data.lastSeenAt, userAgent });
  const { jar, setCookies } = cookieJar();
  await sessionCookie.write(jar, data);
  return cookiePair(setCookies()[0]);
}
