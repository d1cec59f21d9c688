import { SALARY_LEVELS, UF_CODES, type SalaryLevel, type UfCode } from '../contract/regions.ts';

/**
 * The salary partner's reference data: how the sandbox builds every figure it serves
 * from the base salary of each occupation (sandbox/content/occupations.ts). Deterministic: the same
 * occupation, state and level always give the same figures. Documented in docs/sandbox.md.
 *
 *   median = base × state factor × level factor
 *   p25    = median × the level's lower spread,  p75 = median × the level's upper spread
 *   where p25 would fall below the floor (the 2026 national minimum wage), the median is lifted so
 *   that p25 is the floor (the spread is kept); each figure rounded to R$ 10, never below the floor
 *   records = the occupation's size × the state's share of formal jobs × the level's share (at least 1)
 *   national figures: state factor 1; national records = the sum of the 27 states' records
 */

/** Shown with every answer: what the figures are and where they come from. */
export const SALARY_SOURCE =
  'Salário Referência, parceiro do Portal de Benefícios: dados de referência ilustrativos, modelados sobre as famílias da CBO 2002 e as categorias da RAIS. Não são estatísticas oficiais.';

/** The date the reference figures stand for (yyyy-MM-dd). */
export const SALARY_REFERENCE_DATE = '2025-12-31';

/** No figure is below this monthly amount (R$): the national minimum wage of 2026. */
export const SALARY_FLOOR = 1621;

/** The country as a region of the table, beside the 27 UFs. */
export const NATIONAL = 'BR';
export type Region = UfCode | typeof NATIONAL;

/**
 * Per UF: the wage factor against the national figure (modelled loosely on regional wage
 * differences) and its share of the country's formal jobs, in % (the shares add up to 100).
 */
export const STATE_RULES: Record<UfCode, { factor: number; share: number }> = {
  AC: { factor: 0.9, share: 0.2 },
  AL: { factor: 0.84, share: 0.8 },
  AP: { factor: 0.93, share: 0.2 },
  AM: { factor: 0.94, share: 1.3 },
  BA: { factor: 0.87, share: 4.6 },
  CE: { factor: 0.84, share: 2.9 },
  DF: { factor: 1.22, share: 2.9 },
  ES: { factor: 0.97, share: 1.9 },
  GO: { factor: 0.96, share: 3.5 },
  MA: { factor: 0.81, share: 1.3 },
  MT: { factor: 1, share: 1.9 },
  MS: { factor: 0.98, share: 1.4 },
  MG: { factor: 0.95, share: 10.8 },
  PA: { factor: 0.88, share: 2.3 },
  PB: { factor: 0.85, share: 1 },
  PR: { factor: 1.04, share: 7.1 },
  PE: { factor: 0.88, share: 3.3 },
  PI: { factor: 0.82, share: 0.7 },
  RJ: { factor: 1.1, share: 8.8 },
  RN: { factor: 0.86, share: 1 },
  RS: { factor: 1.04, share: 6.5 },
  RO: { factor: 0.93, share: 0.6 },
  RR: { factor: 0.95, share: 0.2 },
  SC: { factor: 1.06, share: 5.2 },
  SP: { factor: 1.18, share: 28.5 },
  SE: { factor: 0.88, share: 0.6 },
  TO: { factor: 0.92, share: 0.5 },
};

/** Per level: the factor on the (pleno) base, the percentile spread around the median, and the share of the records. */
export const LEVEL_RULES: Record<SalaryLevel, { factor: number; p25: number; p75: number; share: number }> = {
  junior: { factor: 0.72, p25: 0.85, p75: 1.18, share: 0.4 },
  pleno: { factor: 1, p25: 0.8, p75: 1.27, share: 0.38 },
  senior: { factor: 1.42, p25: 0.76, p75: 1.36, share: 0.22 },
};

/** An occupation's records nationally, all levels together: 500 to 20,000, from the FNV-1a hash of its id. */
export function occupationSize(id: string): number {
  let hash = 0x811c9dc5;
  for (const char of id) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 500 + (hash % 19_501);
}

export type SalaryFigures = { p25: number; median: number; p75: number; records: number };

const amount = (value: number) => Math.max(SALARY_FLOOR, Math.round(value / 10) * 10);

function stateRecords(id: string, uf: UfCode, level: SalaryLevel): number {
  return Math.max(1, Math.round((occupationSize(id) * STATE_RULES[uf].share * LEVEL_RULES[level].share) / 100));
}

/** The figures of one occupation (its id and base salary) in one region (a UF or the country) at one level. */
export function salaryFigures(occupation: { id: string; base: number }, region: Region, level: SalaryLevel): SalaryFigures {
  const rule = LEVEL_RULES[level];
  const raw = occupation.base * (region === NATIONAL ? 1 : STATE_RULES[region].factor) * rule.factor;
  const median = Math.max(raw, SALARY_FLOOR / rule.p25);
  const records =
    region === NATIONAL ? UF_CODES.reduce((sum, uf) => sum + stateRecords(occupation.id, uf, level), 0) : stateRecords(occupation.id, region, level);
  return { p25: amount(median * rule.p25), median: amount(median), p75: amount(median * rule.p75), records };
}

/** Every region of the table: the 27 UFs and the country. */
export const REGIONS: readonly Region[] = [...UF_CODES, NATIONAL];

/** Every row of one occupation in the table: each region at each level. */
export const FIGURE_KEYS: readonly { region: Region; level: SalaryLevel }[] = REGIONS.flatMap((region) => SALARY_LEVELS.map((level) => ({ region, level })));
