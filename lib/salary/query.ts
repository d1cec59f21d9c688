import { SERVICES } from '@/lib/config/benefit-services';
import { OCCUPATIONS_FORMAT } from './occupation-search';
import type { SalaryLevel, UfCode } from './regions';

/**
 * The comparator's query lives in the URL (`?ocupacao=…&uf=…&nivel=…`), so a result can be
 * bookmarked and shared; the page renders it on the server. The parameter names, in one place.
 */
export const SALARY_PARAMS = { occupation: 'ocupacao', uf: 'uf', level: 'nivel' } as const;

/**
 * The occupation field's text, sent by a form submitted without JavaScript, or with it when the
 * occupations could not be read (no list to choose from then): the server searches the occupations
 * for it (lib/salary/read-query.ts).
 */
export const OCCUPATION_TEXT_PARAM = 'ocupacaoTexto';

/** The BFF read of the occupations under their categories, with the families' job titles (app/api/salary/occupations). */
export const OCCUPATIONS_API = '/api/salary/occupations';
/** What the field reads: the route, under the version of its answer's shape (kept by the browser under it). */
export const OCCUPATIONS_READ = `${OCCUPATIONS_API}?v=${OCCUPATIONS_FORMAT}`;

/**
 * The query's validation messages, keys of messages/pt-BR.json: the server's schema
 * (lib/validation/salary.ts) and its reading of the query give them; the page translates them for
 * the form, which checks the two required choices itself with the same texts.
 */
export const SALARY_MESSAGES = {
  occupationRequired: 'Salary.validation.occupationRequired',
  occupationUnknown: 'Salary.validation.occupationUnknown',
  occupationNoMatch: 'Salary.validation.occupationNoMatch',
  ufRequired: 'Salary.validation.ufRequired',
  ufUnknown: 'Salary.validation.ufUnknown',
  levelRequired: 'Salary.validation.levelRequired',
  levelUnknown: 'Salary.validation.levelUnknown',
} as const;

/** A complete, valid query. */
export type SalaryQuery = { occupationId: string; uf: UfCode; level: SalaryLevel };

/** The level the form starts with when the URL gives none. */
export const DEFAULT_LEVEL: SalaryLevel = 'pleno';

/** The comparator's address for a query: `/auth/comparador-salarial-v2?ocupacao=2124&uf=SP&nivel=pleno` (without `uf` while none is chosen). */
export function salaryHref({ occupationId, uf, level }: Omit<SalaryQuery, 'uf'> & { uf: UfCode | '' }): string {
  const search = new URLSearchParams({ [SALARY_PARAMS.occupation]: occupationId, ...(uf && { [SALARY_PARAMS.uf]: uf }), [SALARY_PARAMS.level]: level });
  return `${SERVICES.salary.href}?${search}`;
}
