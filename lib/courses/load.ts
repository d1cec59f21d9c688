import 'server-only';
import { cache } from 'react';
import { UPSTREAM_UNAUTHORIZED } from '@/lib/bff/replies';
import { pageUnavailable } from '@/lib/ops/page-request';
import { CODES } from '@/lib/bff/codes';
import { getCourse, getCourseEnrolments, searchCourses } from '@/lib/courses/insurer';
import type { InsurerResult } from '@/lib/insurer/request';
import { withInsurerSession } from '@/lib/session/dal';
import type { CourseDetails, CoursePage } from './catalogue';
import type { CatalogueQuery } from './filter';
import type { CoursesLoad, YearEnrolments } from './contract';

/**
 * What the courses pages load while rendering on the server, with the session's JWT: a page of the
 * partner's search, a course, and this year's enrolments (CoursesLoad, ./contract.ts). Never throws.
 */

/** The failure of the first failed read: the session is over, or no usable answer (with the page's support code). */
function failureOf(results: InsurerResult<unknown>[]): Promise<CoursesLoad<never>> {
  const expired = results.some((result) => result.kind === 'business' && result.code === UPSTREAM_UNAUTHORIZED);
  return expired ? Promise.resolve({ kind: 'expired' }) : pageUnavailable();
}

/** The catalogue page: the URL's page of the partner's search and the year's enrolments, fetched together. */
export async function loadCatalogue(query: CatalogueQuery): Promise<CoursesLoad<YearEnrolments & { found: CoursePage }>> {
  const [found, year] = await withInsurerSession((jwt) => Promise.all([searchCourses(jwt, query), getCourseEnrolments(jwt)]));
  if (found.kind !== 'ok' || year.kind !== 'ok') return failureOf([found, year]);
  return { kind: 'ok', data: { found: found.data, ...year.data } };
}

/** A course's page: the course and the year's enrolments; null when the partner has no such course. Read once per request (its title and its page). */
export const loadCourse = cache(async (courseId: string): Promise<CoursesLoad<YearEnrolments & { course: CourseDetails }> | null> => {
  const [course, year] = await withInsurerSession((jwt) => Promise.all([getCourse(jwt, courseId), getCourseEnrolments(jwt)]));
  if (course.kind === 'business' && course.code === CODES.courseUnknown) return null;
  if (course.kind !== 'ok' || year.kind !== 'ok') return failureOf([course, year]);
  return { kind: 'ok', data: { course: course.data, ...year.data } };
});

/** 'Meus cursos': this year's enrolments. */
export async function loadYearEnrolments(): Promise<CoursesLoad<YearEnrolments>> {
  const year = await withInsurerSession(getCourseEnrolments);
  return year.kind === 'ok' ? { kind: 'ok', data: year.data } : failureOf([year]);
}
