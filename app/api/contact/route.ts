import { webCookies } from 'iron-session';
import type { ContactResult } from '@/lib/contact/contract';
import { clientIp, postHandler } from '@/lib/bff/handler';
import { insurerFailure, ok, unauthorized, type Reply } from '@/lib/bff/replies';
import { sendRequest, sendUserRequest } from '@/lib/contact/insurer';
import type { InsurerResult } from '@/lib/insurer/request';
import { spendAttempt } from '@/lib/limits/attempts';
import { verifyHandlerSession } from '@/lib/session/dal';
import { anonymousContactSchema, contactMessageSchema } from '@/lib/validation/contact';

/** The insurer's answer → 200 ContactResult, else the ApiError (an expired JWT upstream is a 401). */
function contactReply(result: InsurerResult<unknown>): Reply {
  return result.kind === 'ok' ? ok<ContactResult>({ sent: true }) : insurerFailure(result);
}

/** Contact messages are limited per client IP (lib/limits), anonymous or logged in. */
const overLimit = (request: Request) => spendAttempt(['contactIp', clientIp(request)]);

/** Anonymous: CPF, full name, e-mail, subject and message (and the support code of an error, when sent) → sendRequest. */
const anonymous = postHandler(anonymousContactSchema, async ({ request, body }) => (await overLimit(request)) ?? contactReply(await sendRequest(body)));

/** Logged in: subject and message (and the support code) → sendUserRequest with the session's JWT, which never leaves the server. */
const authenticated = postHandler(contactMessageSchema, async ({ request, body, cookies }) => {
  const session = await verifyHandlerSession(cookies);
  if (!session) return unauthorized();
  return (await overLimit(request)) ?? contactReply(await sendUserRequest({ ...body, jwt: session.jwt }));
});

/**
 * POST API.contact → ContactResult. The session decides which form it is: a live session sends
 * the logged-in customer's message, anything else must carry the anonymous form's fields.
 */
export async function POST(request: Request): Promise<Response> {
  const session = await verifyHandlerSession(webCookies(request, new Headers()));
  return (session ? authenticated : anonymous)(request);
}
