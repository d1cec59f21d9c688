import { recoveryCookie } from '@/lib/auth/recovery-state';
import { postHandler } from '@/lib/bff/handler';
import { noContent } from '@/lib/bff/replies';
import { pendingLoginCookie, sessionCookie } from '@/lib/session/cookies';
import { noInputSchema } from '@/lib/validation/no-input';

/** POST API.logout → 204: destroys the session cookie (and any pending login or recovery state). */
export const POST = postHandler(noInputSchema, async ({ cookies }) => {
  await sessionCookie.clear(cookies);
  await pendingLoginCookie.clear(cookies);
  await recoveryCookie.clear(cookies);
  return noContent();
});
