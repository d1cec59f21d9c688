import 'server-only';
import { createHash } from 'node:crypto';
import { getProfile } from '@/lib/account/insurer';
import type { CvState } from '@/lib/cv/contract';
import { getCurriculum } from '@/lib/cv/insurer';
import type { InsurerResult } from '@/lib/insurer/request';
import { withInsurerSession } from '@/lib/session/dal';
import type { CvStart } from '@/lib/validation/cv';

/** The customer's saved CV, for a page the DAL already let through (verifyService('cv')): the page gets the CV, never the JWT. */
export const loadCvForPage = (): Promise<InsurerResult<CvState>> => withInsurerSession(getCurriculum);

/**
 * The start of a new CV: name, e-mail and phone from the profile (one read, only when no CV is
 * saved yet), or the session's name alone when the profile cannot be read. `fromProfile` tells the
 * builder to say where they came from.
 */
export async function cvStartForPage(names: string): Promise<{ start: CvStart; fromProfile: boolean }> {
  const profile = await withInsurerSession(getProfile);
  if (profile.kind !== 'ok') return { start: { names }, fromProfile: false };
  const { names: profileNames, email, phone } = profile.data;
  return { start: { names: profileNames || names, email, phone }, fromProfile: true };
}

/**
 * Whose unsaved copy a browser tab keeps (components/cv/backup.ts): an opaque key per customer,
 * so the tab never stores the CPF and never restores one customer's CV for another.
 */
export const backupOwner = (identification: string) => createHash('sha256').update(`cv-backup:${identification}`).digest('hex').slice(0, 24);
