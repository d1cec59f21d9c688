import { sessionGetHandler } from '@/lib/bff/handler';
import { ok } from '@/lib/bff/replies';
import { CV_LATER, CV_LATER_VERSION } from '@/lib/cv/later-texts';
import { z } from '@/lib/validation/z';

/** How long the browser may keep the texts (the page asks for them by their digest: lib/cv/later-texts.ts). */
const BROWSER_CACHE_SECONDS = 60 * 60;

/**
 * GET API.cvTexts → CvTexts: every section's texts, read by the builder right after its first
 * paint (which carries only the texts of the section it opens on), so that the other sections open
 * without reloading the page.
 */
export const GET = sessionGetHandler(
  z.object({ v: z.string().max(64).optional() }),
  // Kept only under this version's digest: a request for another one (an older page during a
  // deploy, instances of two versions side by side) must not store these texts under its address.
  async ({ body }) => ({ ...ok(CV_LATER), headers: { 'cache-control': body.v === CV_LATER_VERSION ? `private, max-age=${BROWSER_CACHE_SECONDS}` : 'no-store' } }),
  { service: 'cv' },
);
