import { postHandler } from '@/lib/bff/handler';
import { signIn } from '@/lib/bff/sign-in';
import { loginSchema } from '@/lib/validation/forms';

/** POST API.login → LoginResult and the session cookie (or the pending ecosystem choice). */
export const POST = postHandler(loginSchema, async ({ body, cookies, caller }) => signIn(cookies, { ...body, ...(await caller()) }));
