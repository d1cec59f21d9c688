import { sessionGetHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { versionQuerySchema, versionedCacheControl } from '@/lib/bff/versioned-cache';
import { OCCUPATIONS_FORMAT, groupOccupations, packGroups, packTitles } from '@/lib/salary/occupation-search';
import { occupationList } from '@/lib/salary/occupations';

/**
 * GET API.occupations?v=<format> → { groups: PackedGroups, titles: PackedTitles }: the occupations under their
 * categories and every family's job titles, read by the occupation field when the customer first
 * uses it (not sent with the page: about 35 kB, 10 kB compressed, that a visit with a bookmarked
 * query never needs, and kept by the browser an hour under the version of its shape, for the next
 * visits; the server keeps the partner's list 6 h: lib/salary/occupations.ts).
 */
export const GET = sessionGetHandler(
  versionQuerySchema,
  async ({ body }) => {
    const list = await occupationList();
    if (list.kind !== 'ok') return insurerFailure(list);
    const answer = { groups: packGroups(groupOccupations(list.data)), titles: packTitles(list.data) };
    return { ...ok(answer), headers: versionedCacheControl(body.v, OCCUPATIONS_FORMAT) };
  },
  { service: 'salary' },
);
