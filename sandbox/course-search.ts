import { create, insertMultiple, search, type Orama } from '@orama/orama';
import { stemmer } from '@orama/stemmers/portuguese';
import { stopwords } from '@orama/stopwords/portuguese';
import { COURSES, type PartnerCourse } from './content/courses.ts';

/**
 * The partner's course search (searchCourses): the catalogue indexed once with Orama, in Portuguese.
 * Words are folded (no accents, lower case) before the Portuguese stemmer, at indexing and at query
 * time alike, so 'gestao' = 'Gestão' and 'programacao' = 'programação'; stop words ('de', 'para', …)
 * are dropped. A query word matches whole indexed words by their stem, and stems that start with it:
 * finanças → 'financ' finds 'financeira' ('financeir'); empreendedor finds empreendedorismo; 'mei'
 * never matches inside 'primeiros' (words are never cut). Every query word must match (threshold 0).
 * A query that finds nothing because a word is in no course is read again with typos allowed in
 * that word ('exel' finds Excel: typoMatchesOf).
 * Ranking is BM25 with the title boosted above the syllabus, the description and the institution.
 */

export const DURATION_BANDS = ['SHORT', 'MEDIUM', 'LONG'] as const;
export type DurationBand = (typeof DURATION_BANDS)[number];

/** A course's duration band: up to 10 hours, more than 10 up to 30, more than 30 (the portal's filter). */
export const durationBand = (hours: number): DurationBand => (hours <= 10 ? 'SHORT' : hours <= 30 ? 'MEDIUM' : 'LONG');

export type CourseSearch = {
  q: string;
  category?: PartnerCourse['category'];
  level?: PartnerCourse['level'];
  language?: PartnerCourse['language'];
  duration?: DurationBand;
  page: number;
  pageSize: number;
};

/** A course as a result lists it: everything but the details of its page (summary, syllabus, certificate). */
export type CourseSummary = Omit<PartnerCourse, 'summary' | 'syllabus' | 'certificate'>;

export type CourseSearchResult = { total: number; page: number; pages: number; courses: CourseSummary[] };

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Field weights of the ranking: a word in the title weighs most. */
const BOOST = { title: 4, topics: 2, text: 1, provider: 1 } as const;

const SCHEMA = {
  title: 'string',
  text: 'string',
  topics: 'string',
  provider: 'string',
  category: 'enum',
  level: 'enum',
  language: 'enum',
  duration: 'enum',
  order: 'number',
} as const;

type CourseIndex = Orama<typeof SCHEMA>;

function buildIndex(courses: readonly PartnerCourse[]): CourseIndex {
  const index = create({
    schema: SCHEMA,
    components: {
      tokenizer: {
        language: 'portuguese',
        stemming: true,
        stemmer: (word: string) => stemmer(fold(word)),
        // The tokenizer compares stop words before stemming, with the accents the text has or has not.
        stopWords: [...new Set([...stopwords, ...stopwords.map(fold)])],
      },
    },
  });
  const documents = courses.map((course, order) => ({
    id: course.courseId,
    title: course.name,
    text: `${course.description} ${course.summary}`,
    topics: course.syllabus.join('. '),
    provider: course.provider,
    category: course.category,
    level: course.level,
    language: course.language,
    duration: durationBand(course.durationHours),
    order,
  }));
  void insertMultiple(index, documents);
  return index;
}

type Catalogue = { index: CourseIndex; courses: Map<string, { course: PartnerCourse; order: number; titleStems: ReadonlySet<string> }> };

let built: Catalogue | null = null;

/**
 * The index of the catalogue and each title's stems, built once (a few hundred milliseconds): when
 * the routes are made (warmCourseSearch), so no search waits for it.
 */
export const warmCourseSearch = (): void => void catalogue();

function catalogue(): Catalogue {
  if (built) return built;
  const index = buildIndex(COURSES);
  const stems = (text: string) => new Set(index.tokenizer.tokenize(text, 'portuguese'));
  built = { index, courses: new Map(COURSES.map((course, order) => [course.courseId, { course, order, titleStems: stems(course.name) }])) };
  return built;
}

const ASYNC = 'Orama searched asynchronously: the index has no async component.';

const summaryOf = ({ courseId, name, description, category, level, language, durationHours, provider }: PartnerCourse): CourseSummary => ({
  courseId,
  name,
  description,
  category,
  level,
  language,
  durationHours,
  provider,
});

/**
 * How well a title answers the query words (their stems), compared before the BM25 score: first the
 * words found whole in the title ('MEI' in 'Gestão financeira para MEI'), then those that start a
 * title word ('finanças' → 'financ' in 'financeira'), then a course in Portuguese, the query's language.
 */
function titleRank(titleStems: ReadonlySet<string>, queryStems: readonly string[], language: string): number[] {
  const title = [...titleStems];
  return [
    queryStems.filter((stem) => titleStems.has(stem)).length,
    queryStems.filter((stem) => title.some((word) => word.startsWith(stem))).length,
    language === 'pt' ? 1 : 0,
  ];
}

/** The filters of a search, as Orama takes them. */
type Where = Partial<Record<'category' | 'level' | 'language' | 'duration', { eq: string }>>;
type Hit = { id: string; score: number };
const PROPERTIES: ('title' | 'text' | 'topics' | 'provider')[] = ['title', 'text', 'topics', 'provider'];

/** Words of at least this many letters (of their stem) may hold one typo ('exel' finds Excel); shorter ones must be exact, or 'bi' would find every two-letter word. */
const TYPO_MIN_LETTERS = 4;
/** Words of at least this many letters may hold two ('programacoa', 'contabilidde'). */
const TWO_TYPOS_MIN_LETTERS = 8;

/** How many typos a word may hold: none below TYPO_MIN_LETTERS, then one, then two. */
export const typoTolerance = (stem: string): number => (stem.length >= TWO_TYPOS_MIN_LETTERS ? 2 : stem.length >= TYPO_MIN_LETTERS ? 1 : 0);

function hitsOf(index: CourseIndex, params: { term: string; limit: number; where?: Where; tolerance?: number }): { count: number; hits: Hit[] } {
  const results = search(index, { properties: PROPERTIES, boost: BOOST, threshold: 0, ...params });
  if (results instanceof Promise) throw new Error(ASYNC);
  return { count: results.count, hits: results.hits.map(({ id, score }) => ({ id, score })) };
}

/** Every course holding all the query's words (in one field), exactly or as a word's start; null when there is none. */
function matchesOf(index: CourseIndex, term: string, where: Where, limit: number): Hit[] | null {
  const { hits } = hitsOf(index, { term, where, limit });
  return hits.length > 0 ? hits : null;
}

/**
 * When the query finds nothing and some of its words are in no course at all: the courses holding
 * every word, those words read with typoTolerance ('exel' → Excel, 'ingels' → inglês). Only then,
 * so a query that finds courses is never widened by near words, and its order stays as it is; a
 * word that exists but finds nothing with the others is not a typo, and finds nothing still.
 * Each word is searched on its own here (a course may hold them in different fields).
 */
function typoMatchesOf(index: CourseIndex, term: string, where: Where, limit: number): Hit[] {
  const words = (term.match(/[\p{L}\p{N}]+/gu) ?? []).flatMap((word) => {
    const stems = index.tokenizer.tokenize(word, 'portuguese');
    if (stems.length === 0) return [];
    const known = hitsOf(index, { term: word, limit: 1 }).count > 0;
    return [{ word, tolerance: known ? 0 : Math.min(...stems.map(typoTolerance)) }];
  });
  if (!words.some(({ tolerance }) => tolerance > 0)) return [];
  const [first, ...others] = words.map(({ word, tolerance }) => hitsOf(index, { term: word, where, limit, ...(tolerance > 0 && { tolerance }) }).hits);
  const scores = new Map((first ?? []).map(({ id, score }) => [id, score]));
  for (const hits of others) {
    const found = new Map(hits.map(({ id, score }) => [id, score]));
    for (const [id, score] of scores) {
      const more = found.get(id);
      if (more === undefined) scores.delete(id);
      else scores.set(id, score + more);
    }
  }
  return [...scores].map(([id, score]) => ({ id, score }));
}

const compareRanks = (a: number[], b: number[]) => a.map((value, i) => (b[i] ?? 0) - value).find((difference) => difference !== 0) ?? 0;

/**
 * One page of the courses that match `q` and every filter given: by relevance when there is a
 * query (titleRank, then BM25, then the partner's order), else in the partner's order. A page past
 * the end is the last page (its number in `page`), as a bookmark of a shrunken result expects.
 */
export function searchCourses(request: CourseSearch): CourseSearchResult {
  const { index, courses } = catalogue();
  const where = {
    ...(request.category && { category: { eq: request.category } }),
    ...(request.level && { level: { eq: request.level } }),
    ...(request.language && { language: { eq: request.language } }),
    ...(request.duration && { duration: { eq: request.duration } }),
  };
  const term = request.q.trim();
  const pagesOf = (count: number) => Math.max(1, Math.ceil(count / request.pageSize));
  if (!term) {
    // No query: the partner's order, one page read from the index (read again when past the end).
    const read = (page: number) => {
      const results = search(index, { term, where, sortBy: { property: 'order', order: 'ASC' }, limit: request.pageSize, offset: (page - 1) * request.pageSize });
      if (results instanceof Promise) throw new Error(ASYNC);
      return results;
    };
    let page = request.page;
    let results = read(page);
    if (page > pagesOf(results.count)) results = read((page = pagesOf(results.count)));
    const found = results.hits.flatMap((hit) => courses.get(hit.id)?.course ?? []);
    return { total: results.count, page, pages: Math.ceil(results.count / request.pageSize), courses: found.map(summaryOf) };
  }
  // A query: every match, ranked here (titleRank first), then the page.
  const hits = matchesOf(index, term, where, courses.size) ?? typoMatchesOf(index, term, where, courses.size);
  const queryStems = index.tokenizer.tokenize(term, 'portuguese');
  const ranked = hits.flatMap((hit) => {
    const entry = courses.get(hit.id);
    return entry ? [{ ...entry, score: hit.score, rank: titleRank(entry.titleStems, queryStems, entry.course.language) }] : [];
  });
  ranked.sort((a, b) => compareRanks(a.rank, b.rank) || b.score - a.score || a.order - b.order);
  const page = Math.min(request.page, pagesOf(ranked.length));
  const offset = (page - 1) * request.pageSize;
  return {
    total: ranked.length,
    page,
    pages: Math.ceil(ranked.length / request.pageSize),
    courses: ranked.slice(offset, offset + request.pageSize).map((entry) => summaryOf(entry.course)),
  };
}
