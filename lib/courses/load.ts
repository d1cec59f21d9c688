import 'server-only';
import { UPSTREAM_UNAUTHORIZED } from '@/lib/bff/replies';
import { getCourseCatalogue, getCourseEnrolments } from '@/lib/courses/insurer';
import type { InsurerResult } from '@/lib/insurer/request';
import { withInsurerSession } from '@/lib/session/dal';
import type { Course } from './catalogue';
import type { CoursesLoad, YearEnrolments } from './contract';

/**
 * What the courses pages load while rendering on the server, with the session's JWT: the
 * catalogue and this year's enrolments (CoursesLoad, ./contract.ts). Never throws.
 */

function failureOf(results: InsurerResult<unknown>[]): CoursesLoad<never> | null {
  const failed = results.filter((result) => result.kind !== 'ok');
  if (failed.length === 0) return null;
  const expired = failed.some((result) => result.kind === 'business' && result.code === UPSTREAM_UNAUTHORIZED);
  return { kind: expired ? 'expired' : 'unavailable' };
}

/** The catalogue page: the courses and the year's enrolments, fetched together. */
export async function loadCatalogue(): Promise<CoursesLoad<YearEnrolments & { courses: Course[] }>> {
  const [catalogue, year] = await withInsurerSession((jwt) => Promise.all([getCourseCatalogue(jwt), getCourseEnrolments(jwt)]));
  if (catalogue.kind !== 'ok' || year.kind !== 'ok') return failureOf([catalogue, year]) ?? { kind: 'unavailable' };
  return { kind: 'ok', data: { courses: catalogue.data, ...year.data } };
}

/** 'Meus cursos': this year's enrolments. */
export async function loadYearEnrolments(): Promise<CoursesLoad<YearEnrolments>> {
  const year = await withInsurerSession(getCourseEnrolments);
  return year.kind === 'ok' ? { kind: 'ok', data: year.data } : (failureOf([year]) ?? { kind: 'unavailable' });
}
