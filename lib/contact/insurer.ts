import 'server-only';
import type { ContactSubject } from '@/lib/validation/contact';
import { callInsurer, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import { noDataSchema } from '@/lib/insurer/wire-schemas';

/** The contact calls (SPEC §7): the message reaches the insurer's service desk. */

/** `supportCode`: the code of the error the customer came from, when they chose to send it. */
export type ContactMessage = { subject: ContactSubject; message: string; supportCode?: string };

/** The message fields on the wire; `supportCode` only when there is one (our addition to SPEC §7's fields). */
const messageFields = ({ subject, message, supportCode }: ContactMessage) => ({ subject, message, ...(supportCode ? { supportCode } : {}) });

/** POST /scheduling/sendRequest: an anonymous customer, identified by CPF, name and e-mail. */
export function sendRequest(input: ContactMessage & { identification: string; fullname: string; email: string }): Promise<InsurerResult<unknown>> {
  const { identification, fullname, email } = input;
  return callInsurer({
    method: 'POST',
    path: WIRE_PATHS.sendRequest,
    body: { identification, fullname, email, ...messageFields(input) },
    data: noDataSchema,
  });
}

/** POST /scheduling/sendUserRequest: a logged-in customer, known to the insurer by the bearer JWT. */
export function sendUserRequest(input: ContactMessage & { jwt: string }): Promise<InsurerResult<unknown>> {
  return callInsurer({
    method: 'POST',
    path: WIRE_PATHS.sendUserRequest,
    jwt: input.jwt,
    body: messageFields(input),
    data: noDataSchema,
  });
}
