import { normalizeSearch } from '@/lib/search-text';
import type { Occupation } from './types';

export { normalizeSearch };

/**
 * The occupation combobox's search (pure: in the browser on the list the BFF gave it, and on the
 * server for a text typed without JavaScript):
 * ignores accents, case and extra spaces; every typed word must begin a word of the occupation's
 * description or category, or its CBO code ('enferm' finds 'Enfermeiros', 'medicos' does not find
 * 'Biomédicos'), or of one of the family's job titles (the partner's `titles`: 'desenvolvedor'
 * finds 'Analistas de tecnologia da informação', showing the title it matched). A typed word may
 * also end a title's word in a plural or feminine ending ('desenvolvedora', 'garçons').
 */

export type OccupationOption = {
  id: string;
  description: string;
  /** The job title the search matched, when the family's own name did not. */
  title?: string;
};

/** Each family's job titles, by family id (GET API.occupations). */
export type OccupationTitles = ReadonlyMap<string, readonly string[]>;
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
 * The version of the packed answer's shape (PackedGroups, PackedTitles), in the address the field
 * reads: change it with the shape, so a browser never unpacks a copy kept from an older build.
 */
export const OCCUPATIONS_FORMAT = '1';

/**
 * The groups as the occupations route answers them: one array per category, its name then each
 * option's id and description in turn, without the keys repeated for each of the 270 occupations.
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

const wordsOf = (text: string) => normalizeSearch(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Endings a typed word may add to a word it names: plural and feminine ('desenvolvedora', 'garçons' for 'garçom' is a title). */
const ENDING = /^(?:a|as|s|es|os)$/;

const wordMatches = (typed: string, word: string) =>
  word.startsWith(typed) || (word.length >= 4 && typed.startsWith(word) && ENDING.test(typed.slice(word.length)));

const everyWordIn = (typed: readonly string[], words: readonly string[]) => typed.every((each) => words.some((word) => wordMatches(each, word)));

/**
 * The groups and options matching `query` (all of them for an empty query); groups left empty are
 * dropped. With `titles`, a family whose name does not match is offered when one of its job titles
 * does, with that title.
 */
export function filterGroups(groups: readonly OccupationGroup[], query: string, titles?: OccupationTitles): OccupationGroup[] {
  const typed = wordsOf(query);
  if (typed.length === 0) return [...groups];
  const matchOf = (category: string, { id, description }: OccupationOption): OccupationOption | null => {
    if (everyWordIn(typed, wordsOf(`${description} ${category} ${id}`))) return { id, description };
    const title = titles?.get(id)?.find((each) => everyWordIn(typed, wordsOf(each)));
    return title ? { id, description, title } : null;
  };
  return groups
    .map(({ category, options }) => ({ category, options: options.map((option) => matchOf(category, option)).filter((option) => option !== null) }))
    .filter((group) => group.options.length > 0);
}

/** The families `text` names, as the field's search finds them (with their job titles), in the list's order. */
export function searchOccupations(occupations: readonly Occupation[], text: string): OccupationOption[] {
  const titles: OccupationTitles = new Map(occupations.map(({ id, titles: each = [] }) => [id, each]));
  return filterGroups(groupOccupations(occupations), text, titles).flatMap((group) => group.options);
}

/** The titles as the BFF sends them: one array per family, its id then its titles (families without titles left out). */
export type PackedTitles = ReadonlyArray<readonly [id: string, ...titles: string[]]>;

export const packTitles = (occupations: readonly { id: string; titles?: readonly string[] }[]): PackedTitles =>
  occupations.flatMap(({ id, titles = [] }) => (titles.length > 0 ? [[id, ...titles] as const] : []));

export const unpackTitles = (packed: PackedTitles): OccupationTitles => new Map(packed.map(([id, ...titles]) => [id, titles]));
