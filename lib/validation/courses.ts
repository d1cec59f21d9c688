import { z } from '@/lib/validation/z';
import { noInputSchema } from '@/lib/validation/no-input';
import { CATEGORIES, DURATIONS, LANGUAGES, LEVELS } from '@/lib/courses/catalogue';
import { SEARCH_MAX, type CatalogueQuery } from '@/lib/courses/filter';

/** Online courses: the catalogue's URL filters and the enrolment, shared by the pages, the dialog and the handlers. */

/** A partner course id: letters, digits, '-' and '_', at most 64. */
export const COURSE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The longest search kept (longer input is cut, not refused: it comes from a URL). */

/** POST /api/courses/enrolments. */
export const enrolmentSchema = z.object({
  courseId: z.string({ error: 'Courses.validation.course' }).regex(COURSE_ID_PATTERN, 'Courses.validation.course'),
});
/** @public The request body the BFF contract names (its API comment). */
export type EnrolmentBody = z.infer<typeof enrolmentSchema>;

/** GET /api/courses/disclaimer takes no parameters (any are ignored). */
export const disclaimerQuerySchema = noInputSchema;

/** A filter of the URL: one of `values`, or none for anything else ('' from 'Todos', a typo, an old link). */
const optionalOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);

/**
 * The catalogue's URL (`?q=&categoria=&nivel=&idioma=&duracao=&pagina=`), read leniently: a page
 * never fails on its query string, an unknown value simply filters nothing.
 */
export const catalogueQuerySchema = z.object({
  q: z.string().catch('').transform((q) => q.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX)),
  categoria: optionalOf(CATEGORIES),
  nivel: optionalOf(LEVELS),
  idioma: optionalOf(LANGUAGES),
  duracao: optionalOf(DURATIONS),
  pagina: z.coerce.number().int().min(1).catch(1),
}) satisfies z.ZodType<CatalogueQuery, unknown>;

export type SearchParams = Record<string, string | string[] | undefined>;

/** A page's searchParams → the catalogue query (the first value of a repeated parameter). */
export function parseCatalogueQuery(searchParams: SearchParams): CatalogueQuery {
  const first = Object.fromEntries(Object.entries(searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  return catalogueQuerySchema.parse(first);
}
