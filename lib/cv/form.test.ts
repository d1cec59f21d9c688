import fc from 'fast-check';
import { draftOf, toFormValues } from '@/lib/cv/form';
import { CV_COLORS, CV_EDUCATION_STATUS, CV_FONTS, CV_GENDERS, CV_LANGUAGE_LEVELS, CV_LIMITS, CV_MODELOS, CV_STATES, FONTE_MAX, emptyCv, fonteSchema, fonteValue, cvDraftSchema, type CvFormValues } from '@/lib/validation/cv';
import { NAMES_MAX } from '@/lib/validation/field-limits';

// Texts with the spaces, tabs and line breaks the schema trims or folds.
const piece = fc.constantFrom('a', 'Ç', 'é', ' ', '  ', '\t', '\n', '\r\n', '\r', 'x y', '-', '/', '9');
const textUpTo = (max: number) => fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('').slice(0, max));
const digitsAndSlashes = (max: number) => fc.array(fc.constantFrom('0', '1', '9', '/'), { maxLength: max }).map((parts) => parts.join(''));
const option = <T extends readonly string[]>(options: T) => fc.constantFrom<'' | T[number]>('', ...options);
const id = fc.stringMatching(/^[\w-]{1,40}$/);
const period = { start: digitsAndSlashes(7), end: digitsAndSlashes(7), current: fc.boolean() };
const validFonte = fc.oneof(
  fc.integer({ min: 0, max: FONTE_MAX }),
  fc.integer({ min: 0, max: FONTE_MAX }).map((n) => ` ${n} `.slice(0, 5)),
  fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(3, '0')),
);
// Being retyped: the last valid size stands in.
const anyFonte = fc.oneof(validFonte, fc.constantFrom('', ' ', '151', '999', '1.5', '-1', 'abc', '1000'));

const formValues: fc.Arbitrary<CvFormValues> = fc.record({
  version: fc.constantFrom(1 as const, undefined),
  personalize: fc.record({ modelo: fc.constantFrom(...CV_MODELOS, undefined), font: fc.constantFrom(...CV_FONTS), color: fc.constantFrom(...CV_COLORS), fonte: anyFonte }),
  personal: fc.record({
    names: textUpTo(NAMES_MAX),
    headline: textUpTo(CV_LIMITS.headline),
    gender: option(CV_GENDERS),
    birthDate: digitsAndSlashes(10),
    phone: fc.constantFrom('', '(11) 98765-4321', '11 9', '(21) 3333-444'),
    email: textUpTo(90),
    city: textUpTo(CV_LIMITS.city),
    state: option(CV_STATES),
    linkedin: textUpTo(CV_LIMITS.link),
    facebook: textUpTo(CV_LIMITS.link),
    blog: textUpTo(CV_LIMITS.link),
    summary: textUpTo(CV_LIMITS.summary),
  }),
  education: fc.array(fc.record({ id, institution: textUpTo(100), course: textUpTo(100), status: option(CV_EDUCATION_STATUS), ...period }), { maxLength: 3 }),
  experience: fc.array(fc.record({ id, company: textUpTo(100), role: textUpTo(100), ...period, description: textUpTo(1000) }), { maxLength: 3 }),
  languages: fc.array(fc.record({ id, language: textUpTo(40), level: option(CV_LANGUAGE_LEVELS) }), { maxLength: 3 }),
  skills: fc.array(fc.record({ id, name: textUpTo(40) }), { maxLength: 3 }),
});

describe('draftOf (the draft without zod)', () => {
  it('gives what cvDraftSchema gives for every valid draft, the last valid font size standing in for one being retyped', () => {
    fc.assert(
      fc.property(formValues, fc.integer({ min: 0, max: FONTE_MAX }), (values, lastValid) => {
        const fonteValid = fonteSchema.safeParse(values.personalize.fonte).success;
        const candidate = fonteValid ? values : { ...values, personalize: { ...values.personalize, fonte: lastValid } };
        const parsed = cvDraftSchema.safeParse(candidate);
        expect(parsed.success).toBe(true);
        expect(draftOf(values, lastValid)).toStrictEqual({ cv: parsed.data, fonteValid });
      }),
      { numRuns: 300 },
    );
  });

  it('reads the font size as fonteSchema does', () => {
    fc.assert(
      fc.property(fc.oneof(anyFonte, fc.string({ maxLength: 5 }), fc.double(), fc.constantFrom(null, undefined, true, 151, -0, 150.5)), (value) => {
        const parsed = fonteSchema.safeParse(value);
        expect(fonteValue(value)).toBe(parsed.success ? parsed.data : null);
      }),
      { numRuns: 500 },
    );
  });

  it('drops fields the document does not have and the end date of a current entry', () => {
    const values = toFormValues({
      ...emptyCv('  Ana   Souza '),
      experience: [{ id: 'e1', company: ' Acme ', role: 'Dev', start: '01/2020', end: '02/2021', current: true, description: 'a\r\nb ' }],
    });
    const withExtra = { ...values, personal: { ...values.personal, extra: 'x' } } as CvFormValues;
    const { cv } = draftOf(withExtra, 50);
    expect(cv.personal).not.toHaveProperty('extra');
    expect(cv.personal.names).toBe('Ana Souza');
    expect(cv.experience[0]).toEqual({ id: 'e1', company: 'Acme', role: 'Dev', start: '01/2020', end: '', current: true, description: 'a\nb' });
  });
});
