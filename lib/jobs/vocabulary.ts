/**
 * The job search's vocabulary, shared by the portal's URL filters, labels and the insurer
 * client's wire schemas. Pure module.
 */
import { UF_CODES, type UfCode } from '../brazil/federative-units.ts';
import { UF_NAMES } from '../brazil/uf-names.ts';

export type StateCode = UfCode;
export const STATE_CODES = UF_CODES;

/** The state codes in the alphabetical order of their names (the state filter's options). */
export const STATE_CODES_BY_NAME: readonly StateCode[] = [...STATE_CODES].sort((a, b) => UF_NAMES[a].localeCompare(UF_NAMES[b], 'pt-BR'));

/** Where the work happens. */
export const WORK_MODES = ['remoto', 'hibrido', 'presencial'] as const;

/** Contract types. */
export const CONTRACT_TYPES = ['clt', 'pj', 'estagio', 'temporario'] as const;

/** Result order: best match first (needs a keyword), or newest first. */
export const SEARCH_ORDERS = ['relevancia', 'recentes'] as const;

export const JOB_LIMITS = {
  /** Longest keyword accepted (a job title and a skill or two). */
  keywordMax: 100,
  /** Most search terms taken from a keyword; the rest are ignored. */
  keywordTerms: 12,
  cityMax: 60,
  /** Offers per results page. */
  pageSize: 10,
  /** The partner never pages further than this. */
  pageMax: 1000,
  /** Largest page size the partner answers. */
  pageSizeMax: 50,
  /** Largest offer id. */
  offerIdMax: 999_999_999,
} as const;

/**
 * The words of a keyword as search terms: letters and digits only (anything else separates words),
 * lower case, at most JOB_LIMITS.keywordTerms. Accents stay (the search index folds them).
 */
export function keywordTerms(keyword: string): string[] {
  return (keyword.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, JOB_LIMITS.keywordTerms);
}
