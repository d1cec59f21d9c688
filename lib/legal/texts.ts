import 'server-only';
import { getEnv } from '@/lib/env';
import type { InsurerResult } from '@/lib/insurer/request';
import type { LegalKey, LegalText } from './contract';
import { getKeyList } from './insurer';

/** Decoded legal texts, kept in this server's memory for LEGAL_CACHE_SECONDS. Failures are not kept. */
const cache = new Map<LegalKey, { text: LegalText; expiresAt: number }>();

/** The legal text of `key`: from the cache while fresh, else from the insurer's key list. */
export async function legalText(key: LegalKey): Promise<InsurerResult<LegalText>> {
  const hit = cache.get(key);
  if (hit && hit.expiresAt > Date.now()) return { kind: 'ok', data: hit.text };
  const result = await getKeyList(key);
  const ttlMs = getEnv().LEGAL_CACHE_SECONDS * 1000;
  if (result.kind === 'ok' && ttlMs > 0) cache.set(key, { text: result.data, expiresAt: Date.now() + ttlMs });
  return result;
}
