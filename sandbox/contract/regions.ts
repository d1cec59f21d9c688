/** Brazil's 27 federative units, by their two-letter codes, and their names (proper nouns, used by the job search's index). */
export const UF_NAMES = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
} as const;
export type UfCode = keyof typeof UF_NAMES;
export const UF_CODES = Object.keys(UF_NAMES) as [UfCode, ...UfCode[]];

/** The salary partner's career levels (docs/sandbox.md 'Salary comparator'). */
export const SALARY_LEVELS = ['junior', 'pleno', 'senior'] as const;
export type SalaryLevel = (typeof SALARY_LEVELS)[number];

/** A CBO family code: four digits. */
export const OCCUPATION_ID_PATTERN = /^\d{4}$/;
