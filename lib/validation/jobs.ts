import { z } from '@/lib/validation/z';
import { CONTRACT_TYPES, JOB_LIMITS, SEARCH_ORDERS, STATE_CODES, WORK_MODES, keywordTerms } from '@/lib/jobs/vocabulary';

/**
 * The job search's filters as they travel in the URL of /auth/ofertas-emprego/procurar (a plain GET
 * form): q, uf, cidade, modalidade (repeatable), contrato (repeatable), ordem, pagina. Validated on
 * the server before any call; messages are keys of messages/pt-BR.json (Jobs.validation).
 * A blank field is no filter; other parameters (such as the survey's serviceName) are ignored.
 */

type Param = string | string[] | undefined;
/** Next's searchParams, or anything of that shape. */
export type SearchParams = Record<string, Param>;

/** The first value of a parameter given once or more; blank is absent. */
const single = (value: unknown) => {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() === '' ? undefined : first;
};
/** Every non-blank value of a repeatable parameter. */
const many = (value: unknown) => (value === undefined ? [] : Array.isArray(value) ? value : [value]).filter((item) => !(typeof item === 'string' && item.trim() === ''));

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(single, schema.optional());
const repeatable = <T extends string>(values: readonly [T, ...T[]], message: string) =>
  z.preprocess(many, z.array(z.enum(values, { error: message })).transform((items) => values.filter((value) => items.includes(value))));

const CITY_PATTERN = /^\p{L}[\p{L}\p{M} '’.-]*$/u;

export const jobSearchSchema = z.object({
  q: optional(
    z
      .string()
      .trim()
      .max(JOB_LIMITS.keywordMax, 'Jobs.validation.keywordTooLong')
      .refine((keyword) => keywordTerms(keyword).length > 0, 'Jobs.validation.keywordNoTerms'),
  ),
  uf: optional(z.string().trim().toUpperCase().pipe(z.enum(STATE_CODES, { error: 'Jobs.validation.stateUnknown' }))),
  cidade: optional(
    z
      .string()
      .trim()
      .max(JOB_LIMITS.cityMax, 'Jobs.validation.cityTooLong')
      .regex(CITY_PATTERN, 'Jobs.validation.cityInvalid')
      .transform((city) => city.replace(/\s+/g, ' ')),
  ),
  modalidade: repeatable(WORK_MODES, 'Jobs.validation.modeUnknown'),
  contrato: repeatable(CONTRACT_TYPES, 'Jobs.validation.contractUnknown'),
  ordem: optional(z.enum(SEARCH_ORDERS, { error: 'Jobs.validation.orderUnknown' })),
  pagina: z.preprocess(
    single,
    z.coerce
      .number({ error: 'Jobs.validation.pageInvalid' })
      .int('Jobs.validation.pageInvalid')
      .min(1, 'Jobs.validation.pageInvalid')
      .max(JOB_LIMITS.pageMax, 'Jobs.validation.pageTooFar')
      .default(1),
  ),
});

/** Valid filters: what the search page, its links and the insurer call work with. */
export type JobFilters = z.output<typeof jobSearchSchema>;
export type JobFilterName = keyof JobFilters;

export type ParsedJobSearch =
  | { ok: true; filters: JobFilters }
  /** `fields`: the first message key of each invalid filter; `raw`: what the URL said, to show back. */
  | { ok: false; fields: Partial<Record<JobFilterName, string>>; raw: Partial<Record<JobFilterName, string | string[]>> };

/** Reads the filters of a search URL's parameters. */
export function parseJobSearch(params: SearchParams): ParsedJobSearch {
  const parsed = jobSearchSchema.safeParse(params);
  if (parsed.success) return { ok: true, filters: parsed.data };
  const fields: Partial<Record<JobFilterName, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as JobFilterName;
    fields[name] ??= issue.message;
  }
  const raw: Partial<Record<JobFilterName, string | string[]>> = {};
  for (const name of Object.keys(jobSearchSchema.shape) as JobFilterName[]) {
    const value = params[name];
    if (value !== undefined) raw[name] = value;
  }
  return { ok: false, fields, raw };
}

/** Offer ids in /auth/ofertas-emprego/{id}: digits only, no leading zero. */
export const jobOfferIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number);
