import { SERVICES } from '@/lib/config/benefit-services';
import type { SalaryLevel, UfCode } from './regions';

/**
 * The comparator's query lives in the URL (`?ocupacao=…&uf=…&nivel=…`), so a result can be
 * bookmarked and shared; the page renders it on the server. The parameter names, in one place.
 */
export const SALARY_PARAMS = { occupation: 'ocupacao', uf: 'uf', level: 'nivel' } as const;

export type SalaryParam = (typeof SALARY_PARAMS)[keyof typeof SALARY_PARAMS];

/** A complete, valid query. */
export type SalaryQuery = { occupationId: string; uf: UfCode; level: SalaryLevel };

/** The level the form starts with when the URL gives none. */
export const DEFAULT_LEVEL: SalaryLevel = 'pleno';

/** The comparator's address for a query: `/auth/comparador-salarial-v2?ocupacao=2124&uf=SP&nivel=pleno`. */
export function salaryHref({ occupationId, uf, level }: SalaryQuery): string {
  const search = new URLSearchParams({ [SALARY_PARAMS.occupation]: occupationId, [SALARY_PARAMS.uf]: uf, [SALARY_PARAMS.level]: level });
  return `${SERVICES.salary.href}?${search}`;
}
