import { Hono } from 'hono';
import { z } from 'zod';
import { WIRE_PATHS } from '../contract/paths.ts';
import { PRIVACY_POLICY, TERMS } from '../content/legal.ts';
import type { SandboxEnv } from '../context.ts';
import { fail, ok, readJson } from '../envelope.ts';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const encodeDocument = (document: { title: string; content: string }) =>
  JSON.stringify({ title: base64(document.title), content: base64(document.content) });

/** Each value is a JSON string `{"title": base64, "content": base64 markdown}`. */
const KEYS: Record<string, string> = { tyc: encodeDocument(TERMS), PolicyPrivacy: encodeDocument(PRIVACY_POLICY) };

const bodySchema = z.object({ keyList: z.array(z.object({ key: z.string().min(1) })).min(1).max(10) });

/** POST /parameters/getKeyList (our name for the key-list call whose path SPEC §7 does not show). */
export function parametersRoutes() {
  return new Hono<SandboxEnv>().post(WIRE_PATHS.keyList, async (c) => {
    const { keyList } = await readJson(c, bodySchema);
    const unknown = keyList.find(({ key }) => !Object.hasOwn(KEYS, key));
    if (unknown) return c.json(fail('101', `Parâmetro não encontrado: ${unknown.key}.`));
    return c.json(ok('Parâmetros encontrados.', { keyList: keyList.map(({ key }) => ({ key, value: KEYS[key] })) }));
  });
}
