import 'server-only';
import { cookies } from 'next/headers';
import { sessionCookie } from '@/lib/session/cookies';

/**
 * The insurer's JWT of this request's live session, for a Server Component that calls the insurer
 * while rendering (the page's own session check is lib/session/dal.ts). Read only, never passed to
 * a client component; null when the session is gone.
 */
export async function customerJwt(): Promise<string | null> {
  const store = await cookies();
  const session = await sessionCookie.read({ read: (name) => store.get(name)?.value, write: () => undefined });
  return session?.jwt ?? null;
}
