import type { CvTexts } from '@/lib/cv/contract';
import { sessionGetHandler } from '@/lib/bff/handler';
import { ok } from '@/lib/bff/replies';
import { CV_LATER_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { noInputSchema } from '@/lib/validation/no-input';

/** How long the browser may keep the texts (they change only with a new version of the portal). */
const BROWSER_CACHE_SECONDS = 60 * 60;

const TEXTS: CvTexts = { texts: clientMessages(CV_LATER_TEXTS) };

/**
 * GET API.cvTexts → CvTexts: every section's texts, read by the builder right after its first
 * paint (which carries only the texts of the section it opens on), so that the other sections open
 * without reloading the page.
 */
export const GET = sessionGetHandler(noInputSchema, async () => ({ ...ok(TEXTS), headers: { 'cache-control': `private, max-age=${BROWSER_CACHE_SECONDS}` } }), { service: 'cv' });
