/**
 * The salary comparator's query dimensions (pure).
 * The states' names are lib/brazil/uf-names' UF_NAMES; the levels' are in messages/pt-BR.json (Salary.levels).
 */

export { UF_CODES, type UfCode } from '../brazil/federative-units.ts';

/** Experience levels, as they appear in the URL (`nivel=`) and on the wire. */
export const SALARY_LEVELS = ['junior', 'pleno', 'senior'] as const;
export type SalaryLevel = (typeof SALARY_LEVELS)[number];

/** An occupation id: the 4-digit code of its CBO family (e.g. 2124, analistas de tecnologia da informação). */
export const OCCUPATION_ID_PATTERN = /^\d{4}$/;
