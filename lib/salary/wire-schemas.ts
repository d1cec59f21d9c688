import { z } from '@/lib/validation/z';
import { isDayKey } from '@/lib/time/brazil';
import { OCCUPATION_ID_PATTERN, SALARY_LEVELS, UF_CODES } from './regions';

/**
 * zod schemas of the salary partner's answers (docs/sandbox.md, "Salary comparator"), mapped to
 * the app's view (lib/salary/types.ts): `value` is the occupation's category.
 */

const occupationFields = { id: z.string().regex(OCCUPATION_ID_PATTERN), value: z.string().min(1), description: z.string().min(1) };

export const wireOccupationSchema = z.object(occupationFields).transform(({ id, value, description }) => ({ id, category: value, description }));

/** A listed occupation also carries the family's job titles (our assumption, docs/sandbox.md); a partner without them sends none. */
const listedOccupationSchema = z
  .object({ ...occupationFields, titles: z.array(z.string().trim().min(1).max(120)).max(100).default([]) })
  .transform(({ id, value, description, titles }) => ({ id, category: value, description, titles }));

export const occupationListDataSchema = z.object({ occupationList: z.array(listedOccupationSchema).min(1) });

const amount = z.number().int().nonnegative();

const figuresSchema = z
  .object({ p25: amount, median: amount, p75: amount, records: z.number().int().nonnegative() })
  .refine(({ p25, median, p75 }) => p25 <= median && median <= p75, 'percentiles out of order');

export const salaryRangeDataSchema = z.object({
  occupation: wireOccupationSchema,
  uf: z.enum(UF_CODES),
  level: z.enum(SALARY_LEVELS),
  currency: z.literal('BRL'),
  referenceDate: z.string().refine(isDayKey, 'not a day'),
  source: z.string().min(1),
  levels: z
    .array(z.object({ level: z.enum(SALARY_LEVELS), state: figuresSchema, national: figuresSchema }))
    .refine((levels) => SALARY_LEVELS.every((level) => levels.filter((each) => each.level === level).length === 1), 'one entry per level')
    .transform((levels) => SALARY_LEVELS.map((level) => levels.find((each) => each.level === level)!)),
});
