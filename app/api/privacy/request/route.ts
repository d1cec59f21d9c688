import { clientIp, sessionHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { spendAttempt } from '@/lib/limits/attempts';
import type { RightsRequestResult } from '@/lib/privacy/contract';
import { sendRightsRequest } from '@/lib/privacy/insurer';
import { rightsRequestSchema } from '@/lib/validation/privacy';

/**
 * POST API.request {right, details} → RightsRequestResult: the LGPD art. 18 request goes to the
 * insurer with the session's JWT (sendRightsRequest), which answers its protocol number. Limited per
 * client IP as the contact form is.
 */
export const POST = sessionHandler(rightsRequestSchema, async ({ request, body, session }) => {
  const limited = await spendAttempt(['contactIp', clientIp(request)]);
  if (limited) return limited;
  const result = await sendRightsRequest({ ...body, jwt: session.jwt });
  return result.kind === 'ok' ? ok<RightsRequestResult>(result.data) : insurerFailure(result);
});
