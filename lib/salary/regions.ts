/**
 * The salary comparator's query dimensions (issue 10 §2), shared by the portal and the sandbox
 * (pure: no path aliases, so the sandbox imports it as `../../lib/salary/regions.ts`).
 * Their pt-BR names are in messages/pt-BR.json (Salary.ufs, Salary.levels).
 */

/** The 27 federative units (26 states and the Federal District), in alphabetical order of their names. */
export const UF_CODES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type UfCode = (typeof UF_CODES)[number];

/** Experience levels, as they appear in the URL (`nivel=`) and on the wire. */
export const SALARY_LEVELS = ['junior', 'pleno', 'senior'] as const;
export type SalaryLevel = (typeof SALARY_LEVELS)[number];

/** An occupation id: the 4-digit code of its CBO family (e.g. 2124, analistas de tecnologia da informação). */
export const OCCUPATION_ID_PATTERN = /^\d{4}$/;

export const isUfCode = (value: string): value is UfCode => (UF_CODES as readonly string[]).includes(value);
export const isSalaryLevel = (value: string): value is SalaryLevel => (SALARY_LEVELS as readonly string[]).includes(value);
