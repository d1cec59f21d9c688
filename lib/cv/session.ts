import 'server-only';
import { createHash } from 'node:crypto';
import type { CvState } from '@/lib/cv/contract';
import { getCurriculum } from '@/lib/cv/insurer';
import type { InsurerResult } from '@/lib/insurer/request';
import { withInsurerSession } from '@/lib/session/dal';

/** The customer's saved CV, for a page the DAL already let through (verifyService('cv')): the page gets the CV, never the JWT. */
export const loadCvForPage = (): Promise<InsurerResult<CvState>> => withInsurerSession(getCurriculum);

/**
 * Whose unsaved copy a browser tab keeps (components/cv/backup.ts): an opaque key per customer,
 * so the tab never stores the CPF and never restores one customer's CV for another.
 */
export const backupOwner = (identification: string) => createHash('sha256').update(`cv-backup:${identification}`).digest('hex').slice(0, 24);
