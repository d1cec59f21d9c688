import 'server-only';
import { SERVICES } from '@/lib/config/benefit-services';
import { callPartner } from '@/lib/insurer/partner';
import { mapOk, type InsurerResult } from '@/lib/insurer/request';
import { WIRE_PATHS } from '@/lib/insurer/wire-paths';
import type { Category, Certificate, Course, CourseDetails, CoursePage, Duration, Language, Level } from './catalogue';
import { PAGE_SIZE, type CatalogueQuery } from './filter';
import type { CourseAllowance, CourseEnrolment, PartnerDisclaimerView, YearEnrolments } from './contract';
import { courseDataSchema, disclaimerDataSchema, enrolDataSchema, enrolmentsDataSchema, searchDataSchema, type WireCourse, type WireCourseDetails, type WireEnrolment } from './wire-schemas';

/** The online-courses calls (our design in SPEC §7 style, docs/sandbox.md): the partner's catalogue and enrolments. */

const SERVICE_NAME = SERVICES.courses.pathKey;

const CATEGORY: Record<WireCourse['category'], Category> = {
  'learn-languages': 'idiomas',
  'business-skills': 'negocios',
  'personal-development': 'desenvolvimento-pessoal',
  'data-science': 'ciencia-de-dados',
};
const LEVEL: Record<WireCourse['level'], Level> = { BEGINNER: 'iniciante', INTERMEDIATE: 'intermediario', ADVANCED: 'avancado' };
const LANGUAGE: Record<WireCourse['language'], Language> = { pt: 'portugues', en: 'ingles', es: 'espanhol' };

const CERTIFICATE: Record<WireCourseDetails['certificate'], Certificate> = { professional: 'profissional', completion: 'conclusao', none: 'nenhum' };
const invert = <K extends string, V extends string>(map: Record<K, V>) => Object.fromEntries(Object.entries(map).map(([k, v]) => [v, k])) as Record<V, K>;
const WIRE_CATEGORY = invert(CATEGORY);
const WIRE_LEVEL = invert(LEVEL);
const WIRE_LANGUAGE = invert(LANGUAGE);
const WIRE_DURATION: Record<Duration, 'SHORT' | 'MEDIUM' | 'LONG'> = { 'ate-10h': 'SHORT', '10-a-30h': 'MEDIUM', 'mais-de-30h': 'LONG' };

const toCourse = (course: WireCourse): Course => ({
  id: course.courseId,
  title: course.name,
  description: course.description,
  provider: course.provider,
  category: CATEGORY[course.category],
  level: LEVEL[course.level],
  language: LANGUAGE[course.language],
  hours: course.durationHours,
});

const toEnrolment = (enrolment: WireEnrolment): CourseEnrolment => ({
  courseId: enrolment.courseId,
  title: enrolment.name,
  enrolledAt: new Date(enrolment.enrolledAt).toISOString(),
});

/** POST /partnerManagement/getDisclaimer (SPEC §7): `{data: enc({serviceName})}` → the courses partner, a title and the text. */
export async function getCoursesDisclaimer(jwt: string): Promise<InsurerResult<PartnerDisclaimerView>> {
  const result = await callPartner({ path: WIRE_PATHS.disclaimer, jwt, payload: { serviceName: SERVICE_NAME }, data: disclaimerDataSchema });
  return mapOk(result, ({ partner, title, disclaimer }) => ({ partner, title, text: disclaimer }));
}

/**
 * POST /partnerManagement/searchCourses: one page (PAGE_SIZE) of the courses matching the URL's
 * search and filters, as the partner ranks them (its order when there is no search).
 */
export async function searchCourses(jwt: string, query: CatalogueQuery): Promise<InsurerResult<CoursePage>> {
  const payload = {
    serviceName: SERVICE_NAME,
    q: query.q,
    ...(query.categoria && { category: WIRE_CATEGORY[query.categoria] }),
    ...(query.nivel && { level: WIRE_LEVEL[query.nivel] }),
    ...(query.idioma && { language: WIRE_LANGUAGE[query.idioma] }),
    ...(query.duracao && { duration: WIRE_DURATION[query.duracao] }),
    page: query.pagina,
    pageSize: PAGE_SIZE,
  };
  const result = await callPartner({ path: WIRE_PATHS.courseSearch, jwt, payload, data: searchDataSchema });
  return mapOk(result, ({ courses, total, page, pages }) => ({ courses: courses.map(toCourse), total, page, pages }));
}

/** POST /partnerManagement/getCourse: one course with its summary, syllabus and certificate (104: no such course). */
export async function getCourse(jwt: string, courseId: string): Promise<InsurerResult<CourseDetails>> {
  const result = await callPartner({ path: WIRE_PATHS.courseDetails, jwt, payload: { serviceName: SERVICE_NAME, courseId }, data: courseDataSchema });
  return mapOk(result, ({ course }) => ({ ...toCourse(course), summary: course.summary, syllabus: course.syllabus, certificate: CERTIFICATE[course.certificate] }));
}

/** POST /partnerManagement/getEnrollments: the customer's enrolments of this calendar year (Brazil time), newest first. */
export async function getCourseEnrolments(jwt: string): Promise<InsurerResult<YearEnrolments>> {
  const result = await callPartner({ path: WIRE_PATHS.courseEnrolments, jwt, payload: { serviceName: SERVICE_NAME }, data: enrolmentsDataSchema });
  return mapOk(result, (data) => ({ allowance: data.allowance, enrolments: data.enrollments.map(toEnrolment) }));
}

/**
 * POST /partnerManagement/enrollCourse: records the enrolment in the customer's programme (the
 * session's coursera meta). Refusals: 102 yearly limit, 103 already enrolled, 104 unknown course,
 * 105 programme not held, 101 service.
 */
export async function enrolInCourse(input: { jwt: string; courseId: string; program: string }): Promise<InsurerResult<{ enrolment: CourseEnrolment; allowance: CourseAllowance }>> {
  const payload = { serviceName: SERVICE_NAME, courseId: input.courseId, program: input.program };
  const result = await callPartner({ path: WIRE_PATHS.courseEnrol, jwt: input.jwt, payload, data: enrolDataSchema });
  return mapOk(result, (data) => ({ enrolment: toEnrolment(data.enrollment), allowance: data.allowance }));
}
