import { normalizeSearch } from '@/lib/search-text';
import { wordStem } from '@/lib/salary/title-family';
import type { Occupation } from '@/lib/salary/types';
import { JOB_LIMITS } from './vocabulary';

/**
 * The job search's keyword in the words vacancies use (pure): 'vendedora', 'VENDEDORES' →
 * 'vendedor'; 'enfermeira' → 'enfermeiro'; 'professora de ingles' → 'professor de inglês'.
 *
 * The partner's search matches the words it is given, and vacancies are titled in the masculine
 * singular (the generic form of Brazilian job titles: 'Vendedor(a)'), so a feminine or plural
 * word found nothing. The portal does the understanding, not the partner, so it holds against any
 * insurer: each typed word is looked up, without accents or case, in the job titles of the salary
 * comparator's index (GET /salary/getOccupationList `titles`), by its stem without gender or number
 * endings (the comparator's own: lib/salary/title-family). A word that names a job (the first word
 * of a title: 'Vendedora', 'Técnica de enfermagem') becomes the masculine singular of that job; a
 * word the index only has after the job ('Professor de física', 'Operador de caixa') keeps its
 * gender, because there it is a field, not a person ('física' is not 'físico'). Either way it is
 * spelled as the index spells it (accents restored, so an engine that does not fold them finds it
 * too). Words the index does not know are sent as typed.
 */

type IndexWord = { spelling: string; folded: string; head: boolean };

export type KeywordForms = {
  /** Every word of the titles, by its folded form. */
  words: ReadonlyMap<string, IndexWord>;
  /** The words sharing each stem. */
  stems: ReadonlyMap<string, readonly IndexWord[]>;
};

const WORD = /[\p{L}\p{N}]+/gu;

function indexWords(occupations: readonly Occupation[]): Map<string, IndexWord> {
  const words = new Map<string, IndexWord>();
  for (const { titles = [] } of occupations) {
    for (const title of titles) {
      for (const [position, word] of (title.normalize('NFC').toLowerCase().match(WORD) ?? []).entries()) {
        const folded = normalizeSearch(word);
        const known = words.get(folded);
        words.set(folded, { spelling: known?.spelling ?? word, folded, head: Boolean(known?.head) || position === 0 });
      }
    }
  }
  return words;
}

/** The forms of the index's titles, to rewrite keywords with. */
export function keywordForms(occupations: readonly Occupation[]): KeywordForms {
  const words = indexWords(occupations);
  const stems = new Map<string, IndexWord[]>();
  for (const word of words.values()) {
    const stem = wordStem(word.folded);
    stems.set(stem, [...(stems.get(stem) ?? []), word]);
  }
  return { words, stems };
}

/** Singular before plural, masculine before feminine, then the shorter: 'vendedor' before 'vendedora' and 'vendedores'. */
const rank = ({ folded }: IndexWord) => [Number(folded.endsWith('s')), Number(folded.endsWith('a')), folded.length] as const;

function masculineSingular(words: readonly IndexWord[]): IndexWord {
  return [...words].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2] || a.folded.localeCompare(b.folded);
  })[0]!;
}

/** The form of one typed word the vacancies use, or the word as typed when the index does not know it. */
function vacancyWord(forms: KeywordForms, typed: string): string {
  const folded = normalizeSearch(typed);
  const known = forms.words.get(folded);
  if (known && !known.head) return known.spelling;
  const family = forms.stems.get(wordStem(folded)) ?? [];
  const jobs = family.filter((word) => word.head);
  const pool = jobs.length > 0 ? jobs : family;
  return pool.length > 0 ? masculineSingular(pool).spelling : typed;
}

/**
 * The keyword with each word in the form the vacancies use; everything between words stays as typed
 * ('front-end', 'c++'). As typed when the forms would make it longer than the partner accepts ('caix' → 'caixa').
 */
export function vacancyKeyword(forms: KeywordForms, keyword: string): string {
  const read = keyword.normalize('NFC').replace(WORD, (word) => vacancyWord(forms, word));
  return read.length <= JOB_LIMITS.keywordMax ? read : keyword;
}

const built = new WeakMap<readonly Occupation[], KeywordForms>();

/** keywordForms, built once per occupation list (the server keeps one list for hours: lib/salary/occupations). */
export function keywordFormsOf(occupations: readonly Occupation[]): KeywordForms {
  let forms = built.get(occupations);
  if (!forms) {
    forms = keywordForms(occupations);
    built.set(occupations, forms);
  }
  return forms;
}
