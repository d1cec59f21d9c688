import type { z } from '@/lib/validation/z';
import { salaryQuerySchema } from '@/lib/validation/salary';
import { DEFAULT_LEVEL, SALARY_MESSAGES, SALARY_PARAMS, type SalaryQuery } from './query';
import type { SalaryLevel, UfCode } from './regions';
import type { Occupation } from './types';

/** The page's search parameters, as Next gives them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** What the form shows: the valid parts of the URL's query ('' where none). */
export type SalaryFormValues = { occupationId: string; uf: UfCode | ''; level: SalaryLevel };

export type SalaryField = 'occupation' | 'uf' | 'level';

/** Per field, the key of its pt-BR message (Salary.validation.*). */
type SalaryMessageKey = (typeof SALARY_MESSAGES)[keyof typeof SALARY_MESSAGES];

export type SalaryFieldErrors = Partial<Record<SalaryField, SalaryMessageKey>>;

export type SalaryQueryState =
  /** No query yet: the empty form. */
  | { kind: 'start'; values: SalaryFormValues }
  /** A query with missing or unknown values: the form with a message on each. */
  | { kind: 'invalid'; values: SalaryFormValues; errors: SalaryFieldErrors }
  /** A complete query of a known occupation: ask the partner. */
  | { kind: 'ready'; values: SalaryFormValues; query: SalaryQuery; occupation: Occupation };

/**
 * Reads the comparator's query from the URL against the partner's occupations (pure): the shared
 * zod schema checks each value, then the occupation must be one of the list. Other parameters
 * (e.g. the survey's serviceName) are ignored.
 */
export function readSalaryQuery(params: SearchParams, occupations: readonly Occupation[]): SalaryQueryState {
  if (Object.values(SALARY_PARAMS).every((name) => params[name] === undefined)) {
    return { kind: 'start', values: { occupationId: '', uf: '', level: DEFAULT_LEVEL } };
  }
  const { shape } = salaryQuerySchema;
  const occupationId = shape[SALARY_PARAMS.occupation].safeParse(params[SALARY_PARAMS.occupation]);
  const uf = shape[SALARY_PARAMS.uf].safeParse(params[SALARY_PARAMS.uf]);
  const level = shape[SALARY_PARAMS.level].safeParse(params[SALARY_PARAMS.level]);
  const occupation = occupationId.success ? occupations.find((each) => each.id === occupationId.data) : undefined;

  const errors: SalaryFieldErrors = {};
  const messageOf = (error: z.ZodError) => error.issues[0]?.message as SalaryMessageKey;
  if (!occupationId.success) errors.occupation = messageOf(occupationId.error);
  else if (!occupation) errors.occupation = SALARY_MESSAGES.occupationUnknown;
  if (!uf.success) errors.uf = messageOf(uf.error);
  if (!level.success) errors.level = messageOf(level.error);

  // The valid parts still fill the form.
  const values: SalaryFormValues = {
    occupationId: occupation?.id ?? '',
    uf: uf.success ? uf.data : '',
    level: level.success ? level.data : DEFAULT_LEVEL,
  };
  if (!occupation || !uf.success || !level.success) return { kind: 'invalid', values, errors };
  return { kind: 'ready', values, query: { occupationId: occupation.id, uf: uf.data, level: level.data }, occupation };
}
