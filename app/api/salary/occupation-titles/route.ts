import { sessionGetHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { packTitles } from '@/lib/salary/occupation-search';
import { occupationList } from '@/lib/salary/occupations';
import { noInputSchema } from '@/lib/validation/no-input';

/** How long the browser may keep the titles (the server keeps the partner's list 6 h: lib/salary/occupations.ts). */
const BROWSER_CACHE_SECONDS = 60 * 60;

/**
 * GET API.occupationTitles → { titles: PackedTitles }: every family's job titles, read by the
 * occupation field when the customer first uses it (not sent with the page: about 20 kB, 6 kB compressed, that most
 * visits, choosing from the list or with a bookmarked query, never need).
 */
export const GET = sessionGetHandler(
  noInputSchema,
  async () => {
    const list = await occupationList();
    if (list.kind !== 'ok') return insurerFailure(list);
    return { ...ok({ titles: packTitles(list.data) }), headers: { 'cache-control': `private, max-age=${BROWSER_CACHE_SECONDS}` } };
  },
  { service: 'salary' },
);
