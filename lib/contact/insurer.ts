import 'server-only';
import type { ContactSubject } from '@/lib/validation/contact';
import { callInsurer, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import { noDataSchema } from '@/lib/insurer/wire-schemas';

/** The contact calls (SPEC §7): the message reaches the insurer's service desk. */

export type ContactMessage = { subject: ContactSubject; message: string };

/** POST /scheduling/sendRequest: an anonymous customer, identified by CPF, name and e-mail. */
export function sendRequest(input: ContactMessage & { identification: string; fullname: string; email: string }): Promise<InsurerResult<unknown>> {
  const { identification, fullname, email, subject, message } = input;
  return callInsurer({
    method: 'POST',
    path: WIRE_PATHS.sendRequest,
    body: { identification, fullname, email, subject, message },
    data: noDataSchema,
  });
}

/** POST /scheduling/sendUserRequest: a logged-in customer, known to the insurer by the bearer JWT. */
export function sendUserRequest(input: ContactMessage & { jwt: string }): Promise<InsurerResult<unknown>> {
  return callInsurer({
    method: 'POST',
    path: WIRE_PATHS.sendUserRequest,
    jwt: input.jwt,
    body: { subject: input.subject, message: input.message },
    data: noDataSchema,
  });
}
