import 'server-only';
import type { z } from '@/lib/validation/z';
import { insurerConfig } from './config';
import { encryptJson } from './crypto';
import { callInsurer, type InsurerResult } from './request';

/**
 * The partner calls (`/partnerManagement/*`: SPEC §7 getDisclaimer and our courses calls, all in
 * lib/courses/insurer.ts): the request is one AES-encrypted `data` field holding the JSON payload,
 * the answer an encrypted envelope (callInsurer decrypts it). Bearer JWT.
 */
export function callPartner<T>({ path, jwt, payload, data }: { path: string; jwt: string; payload: unknown; data: z.ZodType<T> }): Promise<InsurerResult<T>> {
  return callInsurer({ method: 'POST', path, jwt, body: { data: encryptJson(payload, insurerConfig().passphrase) }, data });
}
