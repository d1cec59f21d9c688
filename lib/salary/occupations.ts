import 'server-only';
import { getOccupationList } from '@/lib/salary/insurer';
import type { InsurerResult } from '@/lib/insurer/request';
import type { Occupation } from './types';

/** How long this server keeps the partner's occupation list (it changes rarely). */
export const OCCUPATIONS_TTL_MS = 6 * 60 * 60 * 1000;

let kept: { occupations: Occupation[]; fetchedAt: number } | null = null;
let inFlight: Promise<InsurerResult<Occupation[]>> | null = null;

function refresh(): Promise<InsurerResult<Occupation[]>> {
  inFlight ??= getOccupationList()
    .then((result) => {
      if (result.kind === 'ok') kept = { occupations: result.data, fetchedAt: Date.now() };
      // Stale if error: a list we already had beats an error page, until the partner answers again.
      return result.kind !== 'ok' && kept ? { kind: 'ok' as const, data: kept.occupations } : result;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * The partner's occupations, kept in this server's memory for OCCUPATIONS_TTL_MS so a page render
 * does not call the partner for them each time. Concurrent renders share one call; a failure is
 * not kept (and, once a list was fetched, the last one is served until a refresh succeeds).
 */
export async function occupationList(): Promise<InsurerResult<Occupation[]>> {
  if (kept && Date.now() - kept.fetchedAt < OCCUPATIONS_TTL_MS) return { kind: 'ok', data: kept.occupations };
  return refresh();
}
