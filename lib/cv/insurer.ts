import 'server-only';
import { cvDraftSchema, type CvDocument } from '@/lib/validation/cv';
import { insurerConfig } from '@/lib/insurer/config';
import { encryptJson } from '@/lib/insurer/crypto';
import { callInsurer, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import type { CvSaved, CvState } from './contract';
import { cvSavedDataSchema, cvStoredDataSchema } from './wire-schemas';

/** The CV builder's partner calls (our assumption, docs/sandbox.md): one JSON document per customer. */

/** GET /curriculum/getCurriculum: the customer's CV (by the bearer JWT), or none yet. A stored document we cannot read is malformed. */
export async function getCurriculum(jwt: string): Promise<InsurerResult<CvState>> {
  const result = await callInsurer({ method: 'GET', path: WIRE_PATHS.getCurriculum, jwt, data: cvStoredDataSchema });
  if (result.kind !== 'ok') return result;
  const { curriculum, revision, updatedAt } = result.data;
  if (curriculum === null) return { kind: 'ok', data: { cv: null, revision, updatedAt } };
  const cv = cvDraftSchema.safeParse(curriculum);
  return cv.success ? { kind: 'ok', data: { cv: cv.data, revision, updatedAt } } : { kind: 'malformed' };
}

/**
 * POST /curriculum/saveCurriculum `{data: enc({revision, curriculum})}`: stores the document if
 * `revision` is still the stored one ('102' otherwise). `revision: null` overwrites whatever is stored.
 */
export function saveCurriculum(input: { jwt: string; cv: CvDocument; revision: number | null }): Promise<InsurerResult<CvSaved>> {
  const data = encryptJson({ revision: input.revision, curriculum: input.cv }, insurerConfig().passphrase);
  return callInsurer({ method: 'POST', path: WIRE_PATHS.saveCurriculum, jwt: input.jwt, body: { data }, data: cvSavedDataSchema });
}
