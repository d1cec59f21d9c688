import { sessionGetHandler } from '@/lib/bff/handler';
import { ok } from '@/lib/bff/replies';
import { versionQuerySchema, versionedCacheControl } from '@/lib/bff/versioned-cache';
import { CV_LATER, CV_LATER_VERSION } from '@/lib/cv/later-texts';

/**
 * GET API.cvTexts?v=<digest> → CvTexts: every section's texts, read by the builder right after its
 * first paint (which carries only the texts of the section it opens on), so that the other sections
 * open without reloading the page. Kept by the browser under their digest (lib/cv/later-texts.ts).
 */
export const GET = sessionGetHandler(versionQuerySchema, async ({ body }) => ({ ...ok(CV_LATER), headers: versionedCacheControl(body.v, CV_LATER_VERSION) }), { service: 'cv' });
