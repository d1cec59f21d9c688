/**
 * Brazil's 27 federative units (26 states and the Federal District), by their two-letter codes, in
 * the alphabetical order of their names (uf-names.ts has the names, apart: a form that only checks a
 * code does not bring them): the one list the salary comparator, the job search and the CV builder
 * share. Pure module with no imports.
 */
export const UF_CODES = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
  'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
] as const;
export type UfCode = (typeof UF_CODES)[number];

export const isUfCode = (value: string): value is UfCode => (UF_CODES as readonly string[]).includes(value);
