import 'server-only';
import { keptReads } from '@/lib/insurer/kept-reads';
import { getOccupationList } from '@/lib/salary/insurer';
import type { InsurerResult } from '@/lib/insurer/request';
import type { Occupation } from './types';

/** How long this server keeps the partner's occupation list (it changes rarely). */
export const OCCUPATIONS_TTL_MS = 6 * 60 * 60 * 1000;

/**
 * The list, kept for OCCUPATIONS_TTL_MS. Stale on failure: a list already had beats an error page,
 * until the partner answers again.
 */
const kept = keptReads<InsurerResult<Occupation[]>>({ ttlMs: OCCUPATIONS_TTL_MS, maxEntries: 1, keep: (result) => result.kind === 'ok', staleOnFailure: true });

/** The partner's occupations, without calling the partner at each page render. */
export function occupationList(): Promise<InsurerResult<Occupation[]>> {
  return kept('occupations', getOccupationList);
}
