import 'server-only';
import type { CookieJar } from 'iron-session';
import type { AccountProfile } from './types';
import { sessionCookie } from '@/lib/session/cookies';
import type { SessionData } from '@/lib/session/session-data';
import type { ContactView } from './contract';

/**
 * After a change the insurer confirmed: the session takes the profile's names at once (what the
 * header greets), so the next render shows the insurer's data, not the login's.
 */
export async function refreshSession(cookies: CookieJar, session: SessionData, profile: AccountProfile): Promise<void> {
  await sessionCookie.write(cookies, { ...session, names: profile.names, lastSeenAt: Date.now() });
}

export const contactOf = (profile: AccountProfile): ContactView => ({ email: profile.email, phone: profile.phone });
