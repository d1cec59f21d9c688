import { SERVICES } from '@/lib/config/benefit-services';

/** The pages of the courses service (lib/config/benefit-services.ts lists their prefixes). */
export const CATALOGUE_PATH = SERVICES.courses.href;
export const MY_COURSES_PATH = '/auth/cursos/meus-cursos';
/** A course's page (summary, syllabus, certificate and enrolment), linked from its card. */
export const coursePath = (courseId: string) => `${CATALOGUE_PATH}/curso/${encodeURIComponent(courseId)}`;
