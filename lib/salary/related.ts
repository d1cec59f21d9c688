import 'server-only';
import { coursePath, CATALOGUE_PATH } from '@/lib/courses/paths';
import { catalogueSearch } from '@/lib/courses/filter';
import { searchCourses } from '@/lib/courses/insurer';
import { searchOffers } from '@/lib/jobs/insurer';
import { NO_FILTERS, searchHref } from '@/lib/jobs/links';
import { insurerSearchRequest } from '@/lib/jobs/load';
import type { UfCode } from './regions';
import { CATEGORY_COURSE_TOPIC, jobKeywords } from './related-topics';
import type { Occupation } from './types';

/** The job offers of the comparator's family and state: the search's address, its keyword and how many it finds. */
export type RelatedJobsView = { keyword: string; total: number; href: string } | { keyword: null };

/** Up to three courses of the topic that fits the family, and the catalogue's search of that topic. */
export type RelatedCoursesView = { topic: string; href: string; courses: { id: string; title: string; href: string }[] };

export const RELATED_COURSES = 3;

/**
 * The first of the family's keywords (lib/salary/related-topics jobKeywords) whose search in the
 * state finds offers, asking the partner for one offer each time: only the count is shown, and a
 * link is given only when it leads to offers. `keyword` null when none does, or the partner failed.
 */
export async function relatedJobs(jwt: string, occupation: Occupation, uf: UfCode): Promise<RelatedJobsView> {
  for (const keyword of jobKeywords(occupation)) {
    const filters = { ...NO_FILTERS, q: keyword, uf };
    const result = await searchOffers(jwt, { ...(await insurerSearchRequest(filters)), pageSize: 1 });
    if (result.kind !== 'ok') break;
    if (result.data.total > 0) return { keyword, total: result.data.total, href: searchHref(filters) };
  }
  return { keyword: null };
}

/** The courses partner's first courses of the family's topic; null without a topic, a result, or an answer. */
export async function relatedCourses(jwt: string, occupation: Occupation): Promise<RelatedCoursesView | null> {
  const topic = CATEGORY_COURSE_TOPIC[occupation.category];
  if (!topic) return null;
  const result = await searchCourses(jwt, { q: topic, pagina: 1 });
  if (result.kind !== 'ok' || result.data.courses.length === 0) return null;
  return {
    topic,
    href: `${CATALOGUE_PATH}${catalogueSearch({ q: topic, pagina: 1 }, 1)}`,
    courses: result.data.courses.slice(0, RELATED_COURSES).map(({ id, title }) => ({ id, title, href: coursePath(id) })),
  };
}
