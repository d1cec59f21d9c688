import { sessionGetHandler } from '@/lib/bff/handler';
import { ok } from '@/lib/bff/replies';
import { CV_LATER } from '@/lib/cv/later-texts';
import { noInputSchema } from '@/lib/validation/no-input';

/** How long the browser may keep the texts (the page asks for them by their digest: lib/cv/later-texts.ts). */
const BROWSER_CACHE_SECONDS = 60 * 60;

/**
 * GET API.cvTexts → CvTexts: every section's texts, read by the builder right after its first
 * paint (which carries only the texts of the section it opens on), so that the other sections open
 * without reloading the page.
 */
export const GET = sessionGetHandler(noInputSchema, async () => ({ ...ok(CV_LATER), headers: { 'cache-control': `private, max-age=${BROWSER_CACHE_SECONDS}` } }), { service: 'cv' });
