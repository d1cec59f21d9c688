import { recoveryCookie } from '@/lib/auth/recovery-state';
import { postHandler } from '@/lib/bff/handler';
import { noContent } from '@/lib/bff/replies';
import { pendingLoginCookie, sessionCookie } from '@/lib/session/cookies';
import { endThisSession, readRegisteredSession } from '@/lib/session/registry';
import { noInputSchema } from '@/lib/validation/no-input';

/**
 * POST API.logout → 204: ends the session on the server (its record in the registry, so a copy of
 * the cookie no longer opens anything) and destroys the cookie (and any pending login or recovery state).
 */
export const POST = postHandler(noInputSchema, async ({ cookies }) => {
  const session = await readRegisteredSession(cookies);
  if (session) await endThisSession(session, 'logout');
  await sessionCookie.clear(cookies);
  await pendingLoginCookie.clear(cookies);
  await recoveryCookie.clear(cookies);
  return noContent();
});
