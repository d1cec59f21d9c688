import * as z from 'zod/mini';
import { onlyDigits } from './digits';
import {
  BIRTH_DATE_CHARS,
  CV_COLORS,
  CV_EDUCATION_STATUS,
  CV_FONTS,
  CV_GENDERS,
  CV_LANGUAGE_LEVELS,
  CV_LIMITS,
  CV_MIN_YEAR,
  CV_MODELOS,
  CV_STATES,
  CV_VERSION,
  FONTE_MAX,
  FONTE_MAX_CHARS,
  MODELO_DEFAULT,
  MONTH_CHARS,
} from './cv-options';
import { EMAIL_MAX, NAMES_MAX, PHONE_DIGITS, emailSchema, namesSchema, phoneSchema } from './fields';

export * from './cv-options';

/**
 * The CV builder's document (SPEC §3 resume option lists, §5 rules), shared by the form
 * (zodResolver), the route handlers and the PDF. Messages are keys of messages/pt-BR.json
 * ('Validation.*' for the shared fields, 'Cv.validation.*' for the CV's own).
 *
 * Two levels:
 * - `cvDraftSchema`: what autosave stores. Every field may still be empty or half-typed (a phone
 *   of 5 digits, a date without its year); only sizes, option values and the font size are
 *   enforced, so nothing the customer typed is refused while they type.
 * - `cvSchema`: a CV ready to export. The shared fields follow SPEC §5 (names, phone, e-mail,
 *   fonte), dates are real and ordered, every entry has what a recruiter needs.
 * Both accept the form's values (masked phone, fonte as text) and the stored document
 * (digits, fonte as a number), and give the stored document.
 */

/** The age range of a birth date. */
const MIN_AGE = 14;
const MAX_AGE = 100;

// ---------------------------------------------------------------- dates

/** Today in Brazil as [year, month (1-12), day], computed without the browser's time zone. */
function brazilToday(now: number = Date.now()): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const [year, month, day] = parts.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

/** 'mm/aaaa' → months since year 0 (for ordering), or null when it is not a real month from CV_MIN_YEAR on. */
export function monthIndex(value: string): number | null {
  const match = /^(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  if (month < 1 || month > 12 || year < CV_MIN_YEAR) return null;
  return year * 12 + (month - 1);
}

/** The month index of the current Brazil month. */
export function currentMonthIndex(now?: number): number {
  const [year, month] = brazilToday(now);
  return year * 12 + (month - 1);
}

/** 'dd/mm/aaaa' → [year, month, day] when it is a real calendar day, else null. */
export function parseBirthDate(value: string): [number, number, number] | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? [year, month, day] : null;
}

/** Whole years between a birth date and today in Brazil. */
function ageOf([year, month, day]: [number, number, number], now?: number): number {
  const [ty, tm, td] = brazilToday(now);
  return ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
}

// ---------------------------------------------------------------- links

/** A web address as typed ('linkedin.com/in/ana') → an absolute http(s) URL, or null. */
export function normalizeLink(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !/\.[a-z]{2,}$/i.test(url.hostname) || url.username || url.password) return null;
    return url.toString();
  } catch {
    return null;
  }
}

const onHost = (link: string, hosts: readonly string[]) => {
  const host = new URL(link).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
};

export const LINK_HOSTS = { linkedin: ['linkedin.com'], facebook: ['facebook.com', 'fb.com'] } as const;

// ---------------------------------------------------------------- building blocks

/** A text the customer may leave empty, trimmed, at most `max` characters. */
const optionalText = (max: number) =>
  z.pipe(
    z.string({ error: 'Validation.required' }).check(z.maxLength(max, 'Cv.validation.tooLong')),
    z.transform((v: string) => v.trim()),
  );
/** A text the export needs. */
const requiredText = (max: number) => z.pipe(optionalText(max), z.string().check(z.minLength(1, 'Validation.required')));
/** A long text whose line breaks are kept (descriptions, summary). */
const longText = (max: number) =>
  z.pipe(
    z.string({ error: 'Validation.required' }).check(z.maxLength(max, 'Cv.validation.tooLong')),
    z.transform((v: string) => v.replace(/\r\n?/g, '\n').trim()),
  );

/** One of `options`, or '' (not chosen yet). */
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.union([z.enum(options), z.literal('')], { error: 'Cv.validation.option' });
/** One of `options`, required: the form's '' (not chosen yet) gets 'Selecione uma opção'. */
const chosen = <T extends readonly [string, ...string[]]>(options: T) =>
  z.pipe(
    choice(options),
    z.transform((value: T[number] | '', ctx): T[number] => {
      if (value === '') ctx.issues.push({ code: 'custom', message: 'Cv.validation.choose', input: value });
      return value as T[number];
    }),
  );

/** The font size (SPEC §5): text of at most 3 digits (the form) or a number (the stored document), 0 to 150. */
export const fonteSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: 'Validation.fonteMax' }),
    z.transform((value: string | number) => String(value).trim()),
  ),
  z.pipe(
    z.pipe(
      z.string().check(z.minLength(1, 'Validation.required'), z.regex(new RegExp(`^\\d{1,${FONTE_MAX_CHARS}}$`), 'Validation.fonteMax')),
      z.transform(Number),
    ),
    z.number().check(z.int(), z.gte(0, 'Validation.fonteMax'), z.lte(FONTE_MAX, 'Validation.fonteMax')),
  ),
);

/** An entry's id: made by the browser, kept stable so entries can be reordered. */
const entryId = z.string().check(z.regex(/^[\w-]{1,40}$/, 'Cv.validation.option'));

const month = z.string().check(z.maxLength(MONTH_CHARS, 'Cv.validation.monthFormat'), z.regex(/^[\d/]*$/, 'Cv.validation.monthFormat'));

const link = (hosts: readonly string[] | null, message: string) =>
  z.pipe(
    z
      .pipe(
        z.string().check(z.maxLength(CV_LIMITS.link, 'Cv.validation.tooLong')),
        z.transform((v: string) => v.trim()),
      )
      .check(
        z.refine((value: string) => {
          if (!value) return true;
          const url = normalizeLink(value);
          return url !== null && (hosts === null || onHost(url, hosts));
        }, message),
      ),
    z.transform((value: string) => (value ? (normalizeLink(value) ?? value) : '')),
  );

/** The start/end rules of an entry: real months, not in the future, end after start unless current. */
function checkPeriod(entry: { start: string; end: string; current: boolean }, ctx: z.core.$RefinementCtx) {
  const now = currentMonthIndex();
  const start = monthIndex(entry.start);
  if (!entry.start) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Validation.required' });
  else if (start === null) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Cv.validation.monthFormat' });
  else if (start > now) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Cv.validation.future' });
  if (entry.current) return;
  const end = monthIndex(entry.end);
  if (!entry.end) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Cv.validation.endRequired' });
  else if (end === null) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Cv.validation.monthFormat' });
  else if (end > now) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Cv.validation.future' });
  else if (start !== null && end < start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Cv.validation.endBeforeStart' });
}

/** A current entry has no end date. */
const withoutEndWhenCurrent = <T extends { end: string; current: boolean }>(entry: T): T => (entry.current ? { ...entry, end: '' } : entry);

// ---------------------------------------------------------------- draft (autosave) and complete (export)
// The complete schema is the draft's, with the stricter rule of each field that the export needs
// (`.extend` of the same object shapes) and the period checks of the entries: one shape, two levels.

const personalizeSchema = z.object({
  modelo: z._default(z.enum(CV_MODELOS, { error: 'Cv.validation.option' }), MODELO_DEFAULT),
  font: z.enum(CV_FONTS, { error: 'Cv.validation.option' }),
  color: z.enum(CV_COLORS, { error: 'Cv.validation.option' }),
  fonte: fonteSchema,
});

const draftPersonal = z.object({
  names: z.pipe(
    z.string({ error: 'Validation.required' }).check(z.maxLength(NAMES_MAX, 'Validation.namesInvalid')),
    z.transform((v: string) => v.trim().replace(/\s+/g, ' ')),
  ),
  headline: optionalText(CV_LIMITS.headline),
  gender: choice(CV_GENDERS),
  birthDate: z.string().check(z.maxLength(BIRTH_DATE_CHARS, 'Cv.validation.birthDate'), z.regex(/^[\d/]*$/, 'Cv.validation.birthDate')),
  phone: z.pipe(
    z.pipe(z.string({ error: 'Validation.required' }), z.transform(onlyDigits)),
    z.string().check(z.maxLength(PHONE_DIGITS, 'Validation.phoneLength')),
  ),
  email: optionalText(EMAIL_MAX),
  city: optionalText(CV_LIMITS.city),
  state: choice(CV_STATES),
  linkedin: optionalText(CV_LIMITS.link),
  facebook: optionalText(CV_LIMITS.link),
  blog: optionalText(CV_LIMITS.link),
  summary: longText(CV_LIMITS.summary),
});

const completePersonal = z.extend(draftPersonal, {
  names: namesSchema,
  birthDate: z.pipe(z.string(), z.transform((v: string) => v.trim())).check(
    z.refine((value: string) => {
      if (!value) return true;
      const date = parseBirthDate(value);
      if (!date) return false;
      const age = ageOf(date);
      return age >= MIN_AGE && age <= MAX_AGE;
    }, 'Cv.validation.birthDate'),
  ),
  phone: phoneSchema,
  email: emailSchema,
  linkedin: link(LINK_HOSTS.linkedin, 'Cv.validation.linkedin'),
  facebook: link(LINK_HOSTS.facebook, 'Cv.validation.facebook'),
  blog: link(null, 'Cv.validation.link'),
});

const period = { start: month, end: month, current: z.boolean() };

const draftEducation = z.object({
  id: entryId,
  institution: optionalText(CV_LIMITS.institution),
  course: optionalText(CV_LIMITS.course),
  status: choice(CV_EDUCATION_STATUS),
  ...period,
});
const completeEducation = z
  .extend(draftEducation, { institution: requiredText(CV_LIMITS.institution), course: requiredText(CV_LIMITS.course), status: chosen(CV_EDUCATION_STATUS) })
  .check(z.superRefine(checkPeriod));

const draftExperience = z.object({
  id: entryId,
  company: optionalText(CV_LIMITS.company),
  role: optionalText(CV_LIMITS.role),
  ...period,
  description: longText(CV_LIMITS.description),
});
const completeExperience = z
  .extend(draftExperience, { company: requiredText(CV_LIMITS.company), role: requiredText(CV_LIMITS.role) })
  .check(z.superRefine(checkPeriod));

const draftLanguage = z.object({ id: entryId, language: optionalText(CV_LIMITS.language), level: choice(CV_LANGUAGE_LEVELS) });
const completeLanguage = z.extend(draftLanguage, { language: requiredText(CV_LIMITS.language), level: chosen(CV_LANGUAGE_LEVELS) });
const draftSkill = z.object({ id: entryId, name: optionalText(CV_LIMITS.skill) });
const completeSkill = z.extend(draftSkill, { name: requiredText(CV_LIMITS.skill) });

const list = <T extends z.core.SomeType>(entry: T, max: number) => z.array(entry).check(z.maxLength(max, 'Cv.validation.tooMany'));
/** An entry whose end date is dropped while it is current. */
const periodEntry = <T extends z.ZodMiniType<{ end: string; current: boolean }>>(entry: T) =>
  z.pipe(entry, z.transform((value: z.output<T>) => withoutEndWhenCurrent(value)));

export const cvDraftSchema = z.object({
  version: z._default(z.literal(CV_VERSION), CV_VERSION),
  personalize: personalizeSchema,
  personal: draftPersonal,
  education: list(periodEntry(draftEducation), CV_LIMITS.education),
  experience: list(periodEntry(draftExperience), CV_LIMITS.experience),
  languages: list(draftLanguage, CV_LIMITS.languages),
  skills: list(draftSkill, CV_LIMITS.skills),
});

/** The stored CV (what autosave keeps, what the preview and the PDF read). */
export type CvDocument = z.output<typeof cvDraftSchema>;
/** What the form holds (fonte as typed, the phone with its mask). */
export type CvFormValues = z.input<typeof cvDraftSchema>;

/** A CV ready to export: the draft with every export rule. */
export const cvSchema = z.extend(cvDraftSchema, {
  personal: completePersonal,
  education: list(periodEntry(completeEducation), CV_LIMITS.education),
  experience: list(periodEntry(completeExperience), CV_LIMITS.experience),
  languages: list(completeLanguage, CV_LIMITS.languages),
  skills: list(completeSkill, CV_LIMITS.skills),
});

// ---------------------------------------------------------------- requests

/** PUT /api/cv: the draft and the revision it was based on (0: none saved yet); `force` overwrites a newer one. */
export const cvSaveSchema = z.object({
  revision: z.number().check(z.int(), z.gte(0)),
  force: z._default(z.optional(z.boolean()), false),
  cv: cvDraftSchema,
});
export type CvSaveInput = z.input<typeof cvSaveSchema>;

/** POST /api/cv/pdf: the CV on screen, complete. */
export const cvPdfSchema = z.object({ cv: cvSchema });

/**
 * The largest request body of the CV routes. A CV at every limit with three-byte characters
 * stays under it (lib/validation/cv.test.ts checks); the partner accepts up to CV_STORE_MAX_BYTES.
 */
export const CV_BODY_MAX_BYTES = 96 * 1024;
