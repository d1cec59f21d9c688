import 'server-only';
import { cookies } from 'next/headers';
import { sessionCookie } from '@/lib/session/cookies';

/**
 * The insurer's JWT of this request's session, for a Server Component that reads the customer's
 * data from the insurer (the saved logos) while rendering. It never leaves the server: only what
 * the insurer answers, mapped, reaches the page. Read-only (a page cannot set cookies).
 */
export async function readSessionJwt(): Promise<string | null> {
  const store = await cookies();
  const session = await sessionCookie.read({ read: (name) => store.get(name)?.value, write: () => undefined });
  return session?.jwt ?? null;
}
