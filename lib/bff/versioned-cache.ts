import { z } from '@/lib/validation/z';

/** How long the browser may keep an answer that its address names by version. */
const BROWSER_CACHE_SECONDS = 60 * 60;

/** The query of a GET whose address names the version of its answer (`?v=`): anything else is ignored. */
export const versionQuerySchema = z.object({ v: z.string().max(64).optional() });

/**
 * The Cache-Control of an answer the page asks for by version: kept an hour by the browser only
 * under this build's version. A request for another one (an older page during a deploy, instances
 * of two versions side by side) must not store this build's answer under its address.
 */
export function versionedCacheControl(asked: string | undefined, current: string): { 'cache-control': string } {
  return { 'cache-control': asked === current ? `private, max-age=${BROWSER_CACHE_SECONDS}` : 'no-store' };
}
