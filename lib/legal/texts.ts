import 'server-only';
import { getEnv } from '@/lib/env';
import { keptReads } from '@/lib/insurer/kept-reads';
import type { InsurerResult } from '@/lib/insurer/request';
import { LEGAL_KEYS, type LegalKey, type LegalText } from './contract';
import { getKeyList } from './insurer';

/** Decoded legal texts, kept in this server's memory for LEGAL_CACHE_SECONDS. Failures are not kept. */
const kept = keptReads<InsurerResult<LegalText>>({
  ttlMs: () => getEnv().LEGAL_CACHE_SECONDS * 1000,
  maxEntries: LEGAL_KEYS.length,
  keep: (result) => result.kind === 'ok',
});

/** The legal text of `key`: from memory while fresh, else from the insurer's key list. */
export function legalText(key: LegalKey): Promise<InsurerResult<LegalText>> {
  return kept(key, () => getKeyList(key));
}
