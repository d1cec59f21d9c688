import { sessionGetHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { groupOccupations, packGroups, packTitles } from '@/lib/salary/occupation-search';
import { occupationList } from '@/lib/salary/occupations';
import { noInputSchema } from '@/lib/validation/no-input';

/** How long the browser may keep the list (the server keeps the partner's list 6 h: lib/salary/occupations.ts). */
const BROWSER_CACHE_SECONDS = 60 * 60;

/**
 * GET API.occupations → { groups: PackedGroups, titles: PackedTitles }: the occupations under their
 * categories and every family's job titles, read by the occupation field when the customer first
 * uses it (not sent with the page: about 35 kB, 10 kB compressed, that a visit with a bookmarked
 * query never needs, and kept by the browser for the next visits).
 */
export const GET = sessionGetHandler(
  noInputSchema,
  async () => {
    const list = await occupationList();
    if (list.kind !== 'ok') return insurerFailure(list);
    const body = { groups: packGroups(groupOccupations(list.data)), titles: packTitles(list.data) };
    return { ...ok(body), headers: { 'cache-control': `private, max-age=${BROWSER_CACHE_SECONDS}` } };
  },
  { service: 'salary' },
);
