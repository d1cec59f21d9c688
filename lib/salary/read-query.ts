import type { z } from '@/lib/validation/z';
import { normalizeSearch } from '@/lib/search-text';
import { occupationTextSchema, salaryQuerySchema } from '@/lib/validation/salary';
import { searchOccupations, type OccupationOption } from './occupation-search';
import { DEFAULT_LEVEL, OCCUPATION_TEXT_PARAM, SALARY_MESSAGES, SALARY_PARAMS, type SalaryQuery } from './query';
import type { SalaryLevel, UfCode } from './regions';
import type { Occupation } from './types';

/** The page's search parameters, as Next gives them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * What the form shows: the valid parts of the URL's query ('' where none), and the occupation
 * field's text (the chosen occupation's name, or what was typed without JavaScript).
 */
export type SalaryFormValues = { occupationId: string; occupationText: string; uf: UfCode | ''; level: SalaryLevel };

export type SalaryField = 'occupation' | 'uf' | 'level';

/** Per field, the key of its pt-BR message (Salary.validation.*). */
type SalaryMessageKey = (typeof SALARY_MESSAGES)[keyof typeof SALARY_MESSAGES];

export type SalaryFieldErrors = Partial<Record<SalaryField, SalaryMessageKey>>;

/** The families a text typed without JavaScript names, when it names more than one: the customer chooses. */
export type OccupationChoices = { text: string; found: OccupationOption[] };

export type SalaryQueryState =
  /** No query yet: the empty form. */
  | { kind: 'start'; values: SalaryFormValues }
  /** A query with missing or unknown values (a message on each), or a typed text naming several families (`choices`). */
  | { kind: 'invalid'; values: SalaryFormValues; errors: SalaryFieldErrors; choices?: OccupationChoices }
  /** A complete query of a known occupation: ask the partner. */
  | { kind: 'ready'; values: SalaryFormValues; query: SalaryQuery; occupation: Occupation };

const messageOf = (error: z.ZodError) => error.issues[0]?.message as SalaryMessageKey;

type OccupationFinding = { occupation?: Occupation; text: string; error?: SalaryMessageKey; choices?: OccupationChoices };

/**
 * The query's occupation: its id (`ocupacao`, what the form sends once an occupation is chosen
 * from the list, and every link), unless the field's text was sent (a form submitted without
 * JavaScript) and names another: then the text is searched as the field searches it while typing,
 * an occupation named exactly first; one family found is the occupation, several are choices.
 */
function findOccupation(params: SearchParams, occupations: readonly Occupation[]): OccupationFinding {
  const byId = salaryQuerySchema.shape[SALARY_PARAMS.occupation].safeParse(params[SALARY_PARAMS.occupation]);
  const known = byId.success ? occupations.find((each) => each.id === byId.data) : undefined;
  const typed = occupationTextSchema.safeParse(params[OCCUPATION_TEXT_PARAM]);
  if (!typed.success) return { text: '', error: messageOf(typed.error) };
  const text = typed.data;
  const named = (occupation: Occupation) => normalizeSearch(occupation.description) === normalizeSearch(text ?? '');
  if (text === undefined || (known && named(known))) {
    if (!byId.success) return { text: '', error: messageOf(byId.error) };
    return known ? { occupation: known, text: known.description } : { text: '', error: SALARY_MESSAGES.occupationUnknown };
  }
  if (text === '') return { text, error: SALARY_MESSAGES.occupationRequired };
  const exact = occupations.find(named);
  if (exact) return { occupation: exact, text: exact.description };
  const found = searchOccupations(occupations, text);
  const only = found.length === 1 ? occupations.find((each) => each.id === found[0]!.id) : undefined;
  if (only) return { occupation: only, text: only.description };
  return found.length === 0 ? { text, error: SALARY_MESSAGES.occupationNoMatch } : { text, choices: { text, found } };
}

/**
 * Reads the comparator's query from the URL against the partner's occupations (pure): the shared
 * zod schema checks each value, then the occupation must be one of the list (or the text typed
 * without JavaScript must name one). Other parameters (e.g. the survey's serviceName) are ignored.
 */
export function readSalaryQuery(params: SearchParams, occupations: readonly Occupation[]): SalaryQueryState {
  if ([...Object.values(SALARY_PARAMS), OCCUPATION_TEXT_PARAM].every((name) => params[name] === undefined)) {
    return { kind: 'start', values: { occupationId: '', occupationText: '', uf: '', level: DEFAULT_LEVEL } };
  }
  const { shape } = salaryQuerySchema;
  const { occupation, text, error, choices } = findOccupation(params, occupations);
  const uf = shape[SALARY_PARAMS.uf].safeParse(params[SALARY_PARAMS.uf]);
  const level = shape[SALARY_PARAMS.level].safeParse(params[SALARY_PARAMS.level]);

  const errors: SalaryFieldErrors = {};
  if (error) errors.occupation = error;
  if (!uf.success) errors.uf = messageOf(uf.error);
  if (!level.success) errors.level = messageOf(level.error);

  // The valid parts still fill the form.
  const values: SalaryFormValues = {
    occupationId: occupation?.id ?? '',
    occupationText: text,
    uf: uf.success ? uf.data : '',
    level: level.success ? level.data : DEFAULT_LEVEL,
  };
  if (!occupation || !uf.success || !level.success) return { kind: 'invalid', values, errors, ...(choices && { choices }) };
  return { kind: 'ready', values, query: { occupationId: occupation.id, uf: uf.data, level: level.data }, occupation };
}
