/**
 * Varied job searches for timing the partner's search: real words of the catalogue (whole, several,
 * or 3-letter prefixes), hostile keywords, every filter, pages up to 70 and both orders. A fixed
 * seed gives the same queries on every run. Shared by sandbox/jobs-search.test.ts and
 * sandbox/bench/jobs-bench.ts.
 */
import fc from 'fast-check';
import { CONTRACT_TYPES, JOB_LIMITS, SEARCH_ORDERS, STATE_CODES, WORK_MODES, type SearchOffersRequest } from '../contract/jobs.ts';
import { OCCUPATIONS } from '../content/jobs-occupations.ts';

/** Any text up to the keyword limit, and strings made of FTS5 syntax. */
export const hostileKeyword = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: JOB_LIMITS.keywordMax }),
  fc.string({ unit: 'binary', maxLength: JOB_LIMITS.keywordMax }),
  fc
    .array(fc.constantFrom('"', '*', '(', ')', 'AND', 'OR', 'NOT', 'NEAR', ':', '^', '-', '+', '{', '}', "'", ';', '--', 'title', 'motorista', 'ção', '\u0000', '\u200b'), {
      maxLength: 20,
    })
    .map((parts) => parts.join(' ').slice(0, JOB_LIMITS.keywordMax)),
);

const words = [...new Set(OCCUPATIONS.flatMap((occupation) => `${occupation.title} ${occupation.category} ${occupation.about}`.split(/[^\p{L}\p{N}]+/u)))].filter(Boolean);

export const jobSearchRequest: fc.Arbitrary<SearchOffersRequest> = fc.record(
  {
    keyword: fc.oneof(
      fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' ')),
      fc.constantFrom(...words).map((word) => word.slice(0, 3)),
      hostileKeyword,
    ),
    state: fc.constantFrom(...STATE_CODES),
    city: fc.constantFrom('São Paulo', 'campinas', 'RECIFE', 'Brasília', 'Nenhuma'),
    modes: fc.subarray([...WORK_MODES], { minLength: 1 }),
    contracts: fc.subarray([...CONTRACT_TYPES], { minLength: 1 }),
    order: fc.constantFrom(...SEARCH_ORDERS),
    page: fc.integer({ min: 1, max: 70 }),
    pageSize: fc.constant(JOB_LIMITS.pageSize),
  },
  { requiredKeys: ['page', 'pageSize'] },
);

/** `count` varied searches, the same ones every time. */
export const sampleJobSearches = (count: number) => fc.sample(jobSearchRequest, { numRuns: count, seed: 2026 });

/** p50, p95, p99 and max of timings in ms, as text. */
export function percentiles(timings: number[]): { p50: number; p95: number; p99: number; max: number } {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1)! };
}
