import { z } from '@/lib/validation/z';
import { recoveryCookie } from '@/lib/auth/recovery-state';
import { postHandler } from '@/lib/bff/handler';
import { noContent } from '@/lib/bff/replies';
import { pendingLoginCookie, sessionCookie } from '@/lib/session/cookies';

/** POST API.logout → 204: destroys the session cookie (and any pending login or recovery state). */
export const POST = postHandler(z.object({}), async ({ cookies }) => {
  await sessionCookie.clear(cookies);
  await pendingLoginCookie.clear(cookies);
  await recoveryCookie.clear(cookies);
  return noContent();
});
