import 'server-only';
import { z } from '@/lib/validation/z';
import { callInsurer, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import type { LegalKey, LegalText } from './contract';

/** base64 of UTF-8 text → the text. */
const base64Text = z.base64().transform((value) => Buffer.from(value, 'base64').toString('utf8'));

/** A key's value: a JSON string `{"title": base64, "content": base64 markdown}`, decoded here. */
const documentSchema = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'value is not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.object({ title: base64Text, content: base64Text }));

const keyListDataSchema = z.object({
  keyList: z.array(z.object({ key: z.string(), value: documentSchema })).min(1),
});

/** POST /parameters/getKeyList for one key (`tyc` terms, `PolicyPrivacy` privacy policy): its decoded title and markdown. */
export async function getKeyList(key: LegalKey): Promise<InsurerResult<LegalText>> {
  const result = await callInsurer({ method: 'POST', path: WIRE_PATHS.keyList, body: { keyList: [{ key }] }, data: keyListDataSchema });
  if (result.kind !== 'ok') return result;
  const entry = result.data.keyList.find((item) => item.key === key) ?? result.data.keyList[0];
  return entry ? { kind: 'ok', data: entry.value } : { kind: 'malformed' };
}
