import { normalizeSearch } from '@/lib/search-text';
import type { Occupation } from './types';

export { normalizeSearch };

/**
 * The occupation combobox's search (pure, runs in the browser on the list the server gave it):
 * ignores accents, case and extra spaces; every typed word must begin a word of the occupation's
 * description or category, or its CBO code ('enferm' finds 'Enfermeiros', 'medicos' does not find
 * 'Biomédicos').
 */

export type OccupationOption = { id: string; description: string };
export type OccupationGroup = { category: string; options: OccupationOption[] };

/** The occupations under their categories, both in the partner's order. */
export function groupOccupations(occupations: readonly Occupation[]): OccupationGroup[] {
  const groups = new Map<string, OccupationOption[]>();
  for (const { id, category, description } of occupations) {
    const options = groups.get(category) ?? [];
    options.push({ id, description });
    groups.set(category, options);
  }
  return [...groups].map(([category, options]) => ({ category, options }));
}

/**
 * The groups as a client component's prop: one array per category, its name then each option's id
 * and description in turn. The RSC payload carries a prop once more inside the HTML, JSON-escaped:
 * without the repeated `id` and `description` keys the 270 occupations weigh about 8 kB less.
 */
export type PackedGroups = ReadonlyArray<readonly [category: string, ...idsAndDescriptions: string[]]>;

export const packGroups = (groups: readonly OccupationGroup[]): PackedGroups =>
  groups.map(({ category, options }) => [category, ...options.flatMap(({ id, description }) => [id, description])] as const);

export function unpackGroups(packed: PackedGroups): OccupationGroup[] {
  return packed.map(([category, ...rest]) => {
    const options: OccupationOption[] = [];
    for (let i = 0; i + 1 < rest.length; i += 2) options.push({ id: rest[i]!, description: rest[i + 1]! });
    return { category, options };
  });
}

/** The groups and options matching `query` (all of them for an empty query); groups left empty are dropped. */
export function filterGroups(groups: readonly OccupationGroup[], query: string): OccupationGroup[] {
  const words = normalizeSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...groups];
  return groups
    .map(({ category, options }) => ({
      category,
      options: options.filter(({ id, description }) => {
        const haystack = normalizeSearch(`${description} ${category} ${id}`).split(/[^\p{L}\p{N}]+/u);
        return words.every((word) => haystack.some((each) => each.startsWith(word)));
      }),
    }))
    .filter((group) => group.options.length > 0);
}
