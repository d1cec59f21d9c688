import 'server-only';
import { z } from '@/lib/validation/z';
import { insurerConfig } from './config';
import { encryptJson } from './crypto';
import { callInsurer, type InsurerResult } from './request';
import { WIRE_PATHS } from './wire-paths';

/**
 * The partner calls (`/partnerManagement/*`, SPEC §7 getDisclaimer and our courses calls): the
 * request is one AES-encrypted `data` field holding the JSON payload, the answer an encrypted
 * envelope (callInsurer decrypts it). Bearer JWT.
 */
export function callPartner<T>({ path, jwt, payload, data }: { path: string; jwt: string; payload: unknown; data: z.ZodType<T> }): Promise<InsurerResult<T>> {
  return callInsurer({ method: 'POST', path, jwt, body: { data: encryptJson(payload, insurerConfig().passphrase) }, data });
}

const disclaimerDataSchema = z.object({
  partner: z.string().trim().min(1),
  title: z.string().trim().min(1),
  disclaimer: z.string().trim().min(1),
});

/** The partner's notice shown before the customer uses a partner's service. */
export type PartnerDisclaimer = { partner: string; title: string; text: string };

/** POST /partnerManagement/getDisclaimer: `{data: enc({serviceName})}` → the partner, a title and the text. */
export async function getDisclaimer(jwt: string, serviceName: string): Promise<InsurerResult<PartnerDisclaimer>> {
  const result = await callPartner({ path: WIRE_PATHS.disclaimer, jwt, payload: { serviceName }, data: disclaimerDataSchema });
  return result.kind === 'ok' ? { kind: 'ok', data: { partner: result.data.partner, title: result.data.title, text: result.data.disclaimer } } : result;
}
