import { SERVICES } from '@/lib/config/benefit-services';

/** The pages of the courses service (lib/config/benefit-services.ts lists their prefixes). */
export const CATALOGUE_PATH = SERVICES.courses.href;
export const MY_COURSES_PATH = '/auth/cursos/meus-cursos';
