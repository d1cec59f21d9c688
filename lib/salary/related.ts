import 'server-only';
import { coursePath, CATALOGUE_PATH } from '@/lib/courses/paths';
import { catalogueSearch } from '@/lib/courses/filter';
import { searchCourses } from '@/lib/courses/insurer';
import { searchOffers } from '@/lib/jobs/insurer';
import { NO_FILTERS, searchHref } from '@/lib/jobs/links';
import { insurerSearchRequest } from '@/lib/jobs/load';
import { keptReads } from '@/lib/insurer/kept-reads';
import type { UfCode } from './regions';
import { CATEGORY_COURSE_TOPIC, jobKeywords } from './related-topics';
import type { Occupation } from './types';

/** The job offers of the comparator's family and state: the search's address, its keyword and how many it finds. */
export type RelatedJobsView = { keyword: string; total: number; href: string } | { keyword: null };

/** Up to three courses of the topic that fits the family, and the catalogue's search of that topic. */
export type RelatedCoursesView = { topic: string; href: string; courses: { id: string; title: string; href: string }[] };

export const RELATED_COURSES = 3;

/**
 * How long an answer of the related reads is kept (lib/insurer/kept-reads): the same for every
 * customer who holds the service, they cost the partners one to four calls on each comparator
 * page, and a count of offers a few minutes old still leads to those offers.
 */
export const RELATED_KEPT_MS = 5 * 60 * 1000;
/** About the families a server's customers look at in their states: far below the memory it has. */
const RELATED_KEPT_ENTRIES = 2000;

/** A related read's view, and whether every partner call answered (only then is it kept). */
type Read<T> = { view: T; answered: boolean };
const answered = <T>(read: Read<T>) => read.answered;
const keptJobs = keptReads<Read<RelatedJobsView>>({ ttlMs: RELATED_KEPT_MS, maxEntries: RELATED_KEPT_ENTRIES, keep: answered });
const keptCourses = keptReads<Read<RelatedCoursesView | null>>({ ttlMs: RELATED_KEPT_MS, maxEntries: RELATED_KEPT_ENTRIES, keep: answered });

async function askJobs(jwt: string, occupation: Occupation, uf: UfCode): Promise<Read<RelatedJobsView>> {
  for (const keyword of jobKeywords(occupation)) {
    const filters = { ...NO_FILTERS, q: keyword, uf };
    const result = await searchOffers(jwt, { ...(await insurerSearchRequest(filters)), pageSize: 1 });
    if (result.kind !== 'ok') return { view: { keyword: null }, answered: false };
    if (result.data.total > 0) return { view: { keyword, total: result.data.total, href: searchHref(filters) }, answered: true };
  }
  return { view: { keyword: null }, answered: true };
}

/**
 * The first of the family's keywords (lib/salary/related-topics jobKeywords) whose search in the
 * state finds offers, asking the partner for one offer each time: only the count is shown, and a
 * link is given only when it leads to offers. `keyword` null when none does, or the partner failed.
 * For a customer who holds the job search (the caller checks).
 */
export async function relatedJobs(jwt: string, occupation: Occupation, uf: UfCode): Promise<RelatedJobsView> {
  return (await keptJobs(`${occupation.id}/${uf}`, () => askJobs(jwt, occupation, uf))).view;
}

async function askCourses(jwt: string, topic: string): Promise<Read<RelatedCoursesView | null>> {
  const result = await searchCourses(jwt, { q: topic, pagina: 1 });
  if (result.kind !== 'ok') return { view: null, answered: false };
  if (result.data.courses.length === 0) return { view: null, answered: true };
  const view = {
    topic,
    href: `${CATALOGUE_PATH}${catalogueSearch({ q: topic, pagina: 1 }, 1)}`,
    courses: result.data.courses.slice(0, RELATED_COURSES).map(({ id, title }) => ({ id, title, href: coursePath(id) })),
  };
  return { view, answered: true };
}

/**
 * The courses partner's first courses of the family's topic; null without a topic, a result, or an
 * answer. For a customer who holds the courses (the caller checks).
 */
export async function relatedCourses(jwt: string, occupation: Occupation): Promise<RelatedCoursesView | null> {
  const topic = CATEGORY_COURSE_TOPIC[occupation.category];
  if (!topic) return null;
  return (await keptCourses(topic, () => askCourses(jwt, topic))).view;
}
