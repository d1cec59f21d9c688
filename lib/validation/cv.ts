import * as z from 'zod/mini';
import { UF_CODES } from '@/lib/brazil/federative-units';
import { onlyDigits } from './cpf-digits';
import { EMAIL_MAX, NAMES_MAX, PHONE_DIGITS, emailSchema, namesSchema, phoneSchema } from './fields';

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

// ---------------------------------------------------------------- option lists (SPEC §3)

export const CV_SECTIONS = ['personalize', 'dados-pessoais', 'education', 'work-experience', 'idiomas', 'habilidades'] as const;
export type CvSection = (typeof CV_SECTIONS)[number];

export const CV_FONTS = ['Arial', 'Helvetica', 'Times', 'Verdana', 'Monserrat'] as const;
export type CvFont = (typeof CV_FONTS)[number];

/** The five colours of the CV's name, headings and rules; each has at least 7:1 contrast on white. */
export const CV_COLORS = ['roxo', 'azul', 'verde', 'vinho', 'grafite'] as const;
export type CvColor = (typeof CV_COLORS)[number];

/**
 * The CV's templates: 'classico' (the name over an accent rule, sections one below the
 * other), 'moderno' (the name and contacts white on an accent band, headings with an accent bar),
 * 'compacto' (one dense column). A CV stored before templates existed is 'classico'.
 */
export const CV_MODELOS = ['classico', 'moderno', 'compacto'] as const;
export type CvModelo = (typeof CV_MODELOS)[number];
export const MODELO_DEFAULT: CvModelo = 'classico';

export const CV_GENDERS = ['F', 'M', 'O'] as const;
export const CV_EDUCATION_STATUS = ['Concluido', 'Em andamento', 'Suspenso'] as const;
export const CV_LANGUAGE_LEVELS = ['Básico', 'Intermedio', 'Avanzado'] as const;

/** Brazil's 27 federative units, for the city's state. */
export const CV_STATES = UF_CODES;

// ---------------------------------------------------------------- sizes

/**
 * `fonte` (SPEC §5): an integer from 0 to 150, at most 3 characters. Our reading: a size level
 * from the smallest (0, body text 8 pt) to the largest (150, body text 14 pt), linear; the default
 * 50 gives the usual 10 pt of a CV (lib/cv/style.ts).
 */
export const FONTE_MAX = 150;
export const FONTE_MAX_CHARS = 3;
export const FONTE_DEFAULT = 50;

export const CV_LIMITS = {
  headline: 80,
  city: 60,
  link: 200,
  summary: 600,
  institution: 100,
  course: 100,
  company: 100,
  role: 100,
  description: 1000,
  language: 40,
  skill: 40,
  education: 10,
  experience: 15,
  languages: 10,
  skills: 30,
} as const;

/** dd/mm/aaaa and mm/aaaa, as the masked fields show them. */
export const BIRTH_DATE_CHARS = 10;
export const MONTH_CHARS = 7;

/** The oldest year a CV date may have, and the age range of a birth date. */
export const CV_MIN_YEAR = 1940;
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

/** Masks up to 8 digits as dd/mm/aaaa while the customer types. */
export function maskBirthDate(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('/');
}

/** Masks up to 6 digits as mm/aaaa while the customer types. */
export function maskMonth(value: string): string {
  const d = onlyDigits(value).slice(0, 6);
  return [d.slice(0, 2), d.slice(2)].filter(Boolean).join('/');
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

/** Version of the stored document's shape (a later shape would migrate older documents). */
export const CV_VERSION = 1;

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

// ---------------------------------------------------------------- defaults and sections

/** The section of a dotted field path ('experience.1.role' → 'work-experience'). */
export function sectionOf(path: string): CvSection {
  const root = path.split('.')[0];
  switch (root) {
    case 'personalize':
      return 'personalize';
    case 'education':
      return 'education';
    case 'experience':
      return 'work-experience';
    case 'languages':
      return 'idiomas';
    case 'skills':
      return 'habilidades';
    default:
      return 'dados-pessoais';
  }
}

/** What the portal already knows of the customer, a start for a new CV (the profile, or the session's name). */
export type CvStart = { names: string; email?: string; phone?: string };

/** A new, empty CV; the customer's name, e-mail and phone (from the profile) are a start. */
export function emptyCv(start: string | CvStart = ''): CvDocument {
  const { names, email = '', phone = '' } = typeof start === 'string' ? { names: start } : start;
  return {
    version: CV_VERSION,
    personalize: { modelo: MODELO_DEFAULT, font: 'Arial', color: 'roxo', fonte: FONTE_DEFAULT },
    personal: {
      names,
      headline: '',
      gender: '',
      birthDate: '',
      phone,
      email,
      city: '',
      state: '',
      linkedin: '',
      facebook: '',
      blog: '',
      summary: '',
    },
    education: [],
    experience: [],
    languages: [],
    skills: [],
  };
}
