import { phoneRefusal } from '@/lib/account/refusals';
import { contactOf, refreshSession } from '@/lib/account/session';
import type { ContactView } from '@/lib/account/contract';
import { sessionHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { updatePhone } from '@/lib/account/insurer';
import { phoneChangeSchema } from '@/lib/validation/account';

/** PUT API.accountPhone: the new mobile phone, saved at once → ContactView. */
export const PUT = sessionHandler(phoneChangeSchema, async ({ body, session, cookies }) => {
  const result = await updatePhone({ jwt: session.jwt, phone: body.phone });
  if (result.kind !== 'ok') return insurerFailure(result, phoneRefusal);
  await refreshSession(cookies, session, result.data);
  return ok<ContactView>(contactOf(result.data));
});
