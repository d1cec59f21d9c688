import { z } from '@/lib/validation/z';
import { OCCUPATION_ID_PATTERN, SALARY_LEVELS, UF_CODES } from '@/lib/salary/regions';
import { SALARY_MESSAGES, SALARY_PARAMS } from '@/lib/salary/query';

/**
 * The salary comparator's query (the URL's `?ocupacao=…&uf=…&nivel=…`), checked on the server
 * before any call. Messages are keys of messages/pt-BR.json (Salary.validation). The form checks
 * the same two required choices in the browser with the same messages (components/salary/SalaryForm.tsx).
 * Whether the occupation exists is checked against the partner's list (lib/salary/read-query.ts).
 */

/** A repeated parameter (`?uf=SP&uf=RJ`) counts by its first value. */
const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

export const salaryQuerySchema = z.object({
  [SALARY_PARAMS.occupation]: z.preprocess(
    firstValue,
    requiredText(SALARY_MESSAGES.occupationRequired).regex(OCCUPATION_ID_PATTERN, SALARY_MESSAGES.occupationUnknown),
  ),
  [SALARY_PARAMS.uf]: z.preprocess(
    firstValue,
    requiredText(SALARY_MESSAGES.ufRequired).toUpperCase().pipe(z.enum(UF_CODES, { error: SALARY_MESSAGES.ufUnknown })),
  ),
  [SALARY_PARAMS.level]: z.preprocess(
    firstValue,
    requiredText(SALARY_MESSAGES.levelRequired).toLowerCase().pipe(z.enum(SALARY_LEVELS, { error: SALARY_MESSAGES.levelUnknown })),
  ),
});

/** The occupation field's text, typed without JavaScript or without the list (OCCUPATION_TEXT_PARAM); absent when the form chose from the list. */
export const occupationTextSchema = z.preprocess(firstValue, z.string().trim().max(200, SALARY_MESSAGES.occupationNoMatch).optional());

