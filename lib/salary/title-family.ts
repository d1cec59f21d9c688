import { normalizeSearch } from '@/lib/search-text';
import type { SalaryLevel } from './regions';
import type { Occupation } from './types';

/**
 * The occupation family of a job offer's title, through the job-title index the comparator's
 * search uses (each family's description and the partner's `titles`). Pure.
 *
 * An offer's title says more than a job title ('Desenvolvedor Front-end Pleno', 'Motorista de
 * Caminhão (CNH E)'), so the comparator's rule (every typed word in one title) would find nothing.
 * Here it is the other way round: a title of the index matches when every one of its words is in
 * the offer's title, and the title with the most words wins ('Analista de suporte técnico' over
 * 'Analista'). When the best titles belong to different families the offer is ambiguous and no
 * family is given: saying nothing beats showing the salary of another job.
 */

/** Words that carry no meaning of their own in a title. */
const STOP_WORDS = new Set(['a', 'o', 'as', 'os', 'de', 'da', 'do', 'das', 'dos', 'e', 'em', 'na', 'no', 'para', 'com', 'ou', 'ao', 'vaga', 'afins']);

/** Words of a level, and the level they give. */
const LEVEL_WORDS: Readonly<Record<string, SalaryLevel>> = {
  junior: 'junior',
  jr: 'junior',
  trainee: 'junior',
  pleno: 'pleno',
  pl: 'pleno',
  senior: 'senior',
  sr: 'senior',
};

const wordsOf = (text: string) =>
  normalizeSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !STOP_WORDS.has(word));

/** A word's form without a plural or feminine ending ('enfermeiras', 'enfermeiro' → 'enfermeir'; 'garçons' → 'garcom'). */
export function wordStem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ons')) return `${word.slice(0, -3)}om`;
  if (word.endsWith('oes') || word.endsWith('aes')) return `${word.slice(0, -3)}ao`;
  const single = word.endsWith('es') && word.length > 5 && /[rzl]es$/.test(word) ? word.slice(0, -2) : word.endsWith('s') ? word.slice(0, -1) : word;
  return /[oa]$/.test(single) && single.length > 3 ? single.slice(0, -1) : single;
}

const stemsOf = (text: string) => wordsOf(text).map(wordStem);

/** The level an offer's title names ('Desenvolvedor Back-end Java Sênior' → 'senior'), or null. */
export function levelOfTitle(title: string): SalaryLevel | null {
  for (const word of wordsOf(title)) {
    const level = LEVEL_WORDS[word];
    if (level) return level;
  }
  return null;
}

export type FamilyMatch =
  | { kind: 'match'; occupation: Occupation; /** The index's title (or family name) that matched. */ matched: string }
  | { kind: 'none' };

type Candidate = { occupation: Occupation; text: string; size: number };

/** One title of the index (or a family's name) as its stems: what a match compares. */
type IndexedTitle = { occupation: Occupation; text: string; stems: readonly string[] };

const indexes = new WeakMap<readonly Occupation[], readonly IndexedTitle[]>();

/**
 * Every title of the list as stems, worked out once per list: the server keeps one list for hours
 * (lib/salary/occupations), and stemming every title again on each request was most of a job offer's render.
 */
function titleIndex(occupations: readonly Occupation[]): readonly IndexedTitle[] {
  let index = indexes.get(occupations);
  if (!index) {
    index = occupations.flatMap((occupation) =>
      [occupation.description, ...(occupation.titles ?? [])].map((text) => ({ occupation, text, stems: stemsOf(text) })).filter((each) => each.stems.length > 0),
    );
    indexes.set(occupations, index);
  }
  return index;
}

/** The family of `title`, or none when no title of the index is in it, or when the best ones name different families. */
export function familyOfTitle(occupations: readonly Occupation[], title: string): FamilyMatch {
  const offer = new Set(stemsOf(title));
  let best: Candidate[] = [];
  for (const { occupation, text, stems } of titleIndex(occupations)) {
    if (!stems.every((each) => offer.has(each))) continue;
    const size = stems.length;
    if (best.length === 0 || size > best[0]!.size) best = [{ occupation, text, size }];
    else if (size === best[0]!.size) best.push({ occupation, text, size });
  }
  const families = new Set(best.map((each) => each.occupation.id));
  if (families.size !== 1) return { kind: 'none' };
  return { kind: 'match', occupation: best[0]!.occupation, matched: best[0]!.text };
}
