import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { sessionCookie } from '@/lib/session/cookies';
import { LOGIN_PATH } from '@/lib/session/config';

/**
 * Runs an insurer call of a server-rendered job page with the session's JWT, read from the sealed
 * cookie here and handed only to `call`: the page gets the call's result, never the token.
 * The page has already verified the session and the service (verifyService('jobs')).
 */
export async function withInsurerJwt<T>(call: (jwt: string) => Promise<T>): Promise<T> {
  const store = await cookies();
  const session = await sessionCookie.read({ read: (name) => store.get(name)?.value, write: () => undefined });
  if (!session) redirect(LOGIN_PATH);
  return call(session.jwt);
}
