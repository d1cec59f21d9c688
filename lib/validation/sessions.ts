import * as z from 'zod/mini';

/** The handle of one of the customer's sessions in "Seus acessos" (lib/account/open-sessions.ts): 22 base64url characters. */
export const sessionHandleSchema = z.string().check(z.regex(/^[\w-]{22}$/));
