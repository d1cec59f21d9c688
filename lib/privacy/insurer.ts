import 'server-only';
import { callInsurer, mapOk, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import { z } from '@/lib/validation/z';
import type { RightsRequestBody } from '@/lib/validation/privacy';
import type { RightsRequestResult } from './contract';

/**
 * POST /scheduling/sendRightsRequest (our design in the style of SPEC §7's sendUserRequest,
 * docs/sandbox.md 'Privacy'): a logged-in customer's LGPD art. 18 request, known to the insurer
 * by the bearer JWT; the insurer answers with the request's protocol number. The contact call
 * cannot carry it: its subjects are SPEC §3's five and its answer has no protocol.
 */
const rightsRequestDataSchema = z.object({ protocol: z.string().min(1).max(40) });

export async function sendRightsRequest(input: RightsRequestBody & { jwt: string }): Promise<InsurerResult<RightsRequestResult>> {
  const { jwt, right, details } = input;
  const result = await callInsurer({ method: 'POST', path: WIRE_PATHS.sendRightsRequest, jwt, body: { right, details }, data: rightsRequestDataSchema });
  return mapOk(result, ({ protocol }) => ({ protocol }));
}
