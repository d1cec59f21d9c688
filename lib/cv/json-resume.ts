import * as z from 'zod/mini';
import { UF_NAMES } from '@/lib/brazil/uf-names';
import { normalizeSearch, slugify } from '@/lib/search-text';
import { onlyDigits } from '@/lib/validation/digits';
import { PHONE_DIGITS, maskPhone } from '@/lib/validation/phone-mask';
import {
  CV_COLORS,
  CV_EDUCATION_STATUS,
  CV_FONTS,
  CV_GENDERS,
  CV_LANGUAGE_LEVELS,
  CV_LIMITS,
  CV_MODELOS,
  CV_STATES,
  FONTE_MAX,
  currentMonthIndex,
  cvDraftSchema,
  emptyCv,
  monthIndex,
  type CvDocument,
} from '@/lib/validation/cv';
import { newId } from './form';

/**
 * The CV as JSON Resume v1.0.0 (https://jsonresume.org/schema, `basics`, `work`, `education`,
 * `languages`, `skills`), both ways, with the CV's own types (lib/validation/cv.ts). Pure: the
 * builder exports in the browser, the import route handler (app/api/cv/import) reads a file here.
 *
 * What maps (README, CV builder):
 * - basics.name ↔ personal.names; basics.label ↔ headline; basics.email ↔ email; basics.phone ↔
 *   phone (exported masked, '(11) 98765-4321'; imported as digits, a leading +55 dropped);
 *   basics.url ↔ blog; basics.summary ↔ summary; basics.location.city ↔ city;
 *   basics.location.region ↔ state (a UF or a state's name; countryCode 'BR' on export);
 *   basics.profiles (network LinkedIn / Facebook: url, or the username) ↔ linkedin / facebook.
 * - work[]: name (or the older `company`) ↔ company; position ↔ role; startDate / endDate ↔
 *   start / end (no endDate: current); summary ↔ description (highlights added as lines on import).
 * - education[]: institution ↔ institution; area ↔ course ('studyType em area' on import when both);
 *   startDate / endDate ↔ start / end; the status comes from the dates (an end date: Concluído).
 * - languages[]: language ↔ language; fluency ↔ level (words such as 'Native speaker', 'Fluent',
 *   'Intermediate', 'Básico', CEFR levels).
 * - skills[]: name ↔ name.
 * - What JSON Resume has no place for (the design of Personalizar, gender, birth date, an
 *   education's status, whether an entry is current) travels in `meta.portalBeneficios`: a file
 *   exported here comes back the same; a file from another tool keeps them from the CV on screen.
 * Dropped on import: basics.image, location.address / postalCode, other profiles, work.url /
 * location / description, education.url / score / courses, skills.level / keywords, and the
 * sections volunteer, awards, certificates, publications, interests, references, projects.
 */

/** The largest file the import reads (its route refuses more with 413). */
export const JSON_RESUME_MAX_BYTES = 200 * 1024;
export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

// ---------------------------------------------------------------- the file (what the import reads)

/** A text of the file: absent, null or a string (anything else is not JSON Resume). */
const text = z.nullish(z.string({ error: 'Cv.import.text' }));

/** The schema's dates: YYYY, YYYY-MM or YYYY-MM-DD (a real month); '' and null are no date; 'Present' (other tools) is none either. */
const ISO_DATE = /^([12]\d{3})(?:-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?)?$/;
const date = z
  .pipe(
    z.nullish(z.string({ error: 'Cv.import.date' })),
    z.transform((value: string | null | undefined) => value?.trim() ?? ''),
  )
  .check(z.refine((value: string) => value === '' || /^(present|atual)$/i.test(value) || ISO_DATE.test(value), 'Cv.import.date'));

const entries = <T extends z.core.SomeType>(item: T, max: number) =>
  z.nullish(z.array(item, { error: 'Cv.import.list' }).check(z.maxLength(max, 'Cv.validation.tooMany')));

/** Our own fields, which JSON Resume has no place for (meta.portalBeneficios of a file exported here). */
const extrasSchema = z.object({
  personalize: z.object({
    // A file exported before templates had none (it was 'classico'); a template this portal does not
    // know (a later version's) falls back to it too, without losing the rest of the design.
    modelo: z.catch(z.optional(z.enum(CV_MODELOS)), undefined),
    font: z.enum(CV_FONTS),
    color: z.enum(CV_COLORS),
    fonte: z.number().check(z.int(), z.gte(0), z.lte(FONTE_MAX)),
  }),
  gender: z.union([z.enum(CV_GENDERS), z.literal('')]),
  birthDate: z.string().check(z.maxLength(10)),
  education: z.array(z.object({ status: z.union([z.enum(CV_EDUCATION_STATUS), z.literal('')]), current: z.boolean() })),
  work: z.array(z.object({ current: z.boolean() })),
});
type Extras = z.output<typeof extrasSchema>;

const SECTIONS = ['basics', 'work', 'education', 'languages', 'skills'] as const;

/**
 * A JSON Resume file as the import reads it: unknown fields are ignored (stripped), dates in any of
 * the schema's forms, lists within the CV's limits. A file with none of the five sections is not JSON Resume.
 */
export const jsonResumeSchema = z
  .object(
    {
      basics: z.nullish(
        z.object(
          {
            name: text,
            label: text,
            email: text,
            phone: text,
            url: text,
            summary: text,
            location: z.nullish(z.object({ city: text, region: text, countryCode: text }, { error: 'Cv.import.section' })),
            profiles: entries(z.object({ network: text, username: text, url: text }, { error: 'Cv.import.section' }), 50),
          },
          { error: 'Cv.import.section' },
        ),
      ),
      work: entries(
        z.object({ name: text, company: text, position: text, startDate: date, endDate: date, summary: text, highlights: z.nullish(z.array(z.string(), { error: 'Cv.import.list' })) }, { error: 'Cv.import.section' }),
        CV_LIMITS.experience,
      ),
      education: entries(z.object({ institution: text, area: text, studyType: text, startDate: date, endDate: date }, { error: 'Cv.import.section' }), CV_LIMITS.education),
      languages: entries(z.object({ language: text, fluency: text }, { error: 'Cv.import.section' }), CV_LIMITS.languages),
      skills: entries(z.object({ name: text }, { error: 'Cv.import.section' }), CV_LIMITS.skills),
      // A broken meta of ours is as good as none: the file is still a CV.
      meta: z.catch(z.nullish(z.object({ portalBeneficios: z.catch(z.optional(extrasSchema), undefined) })), undefined),
    },
    { error: 'Cv.import.notResume' },
  )
  .check(z.refine((file) => SECTIONS.some((section) => file[section] != null), { message: 'Cv.import.noSections', path: ['basics'] }));

export type JsonResumeFile = z.output<typeof jsonResumeSchema>;

// ---------------------------------------------------------------- the file we write

type Profile = { network: string; url: string };
export type JsonResume = {
  $schema: string;
  basics: { name?: string; label?: string; email?: string; phone?: string; url?: string; summary?: string; location?: { city?: string; region?: string; countryCode?: string }; profiles?: Profile[] };
  work: { name?: string; position?: string; startDate?: string; endDate?: string; summary?: string }[];
  education: { institution?: string; area?: string; startDate?: string; endDate?: string }[];
  languages: { language?: string; fluency?: string }[];
  skills: { name?: string }[];
  meta: { version: 'v1.0.0'; lastModified: string; portalBeneficios: Extras };
};

/** The words of the exported fluency (as the preview shows the levels). */
const FLUENCY: Record<(typeof CV_LANGUAGE_LEVELS)[number], string> = { Básico: 'Básico', Intermedio: 'Intermediário', Avanzado: 'Avançado' };

/** Drops the empty texts and empty objects of an object (JSON Resume leaves out what is not known). */
function compact<T extends Record<string, unknown>>(object: T): Partial<T> {
  const entries = Object.entries(object).filter(([, value]) => {
    if (value === undefined || value === '') return false;
    if (Array.isArray(value)) return value.length > 0;
    if (typeof value === 'object' && value !== null) return Object.keys(value).length > 0;
    return true;
  });
  return Object.fromEntries(entries) as Partial<T>;
}

/** 'mm/aaaa' → 'aaaa-mm'; anything else (half typed) → undefined. */
const isoMonth = (value: string) => (monthIndex(value) === null ? undefined : `${value.slice(3)}-${value.slice(0, 2)}`);

/** The CV on screen as a JSON Resume v1.0.0 document. */
export function toJsonResume(cv: CvDocument, now: Date = new Date()): JsonResume {
  const { personal } = cv;
  const location = compact({ city: personal.city, region: personal.state, countryCode: personal.city || personal.state ? 'BR' : '' });
  const profiles: Profile[] = [];
  if (personal.linkedin) profiles.push({ network: 'LinkedIn', url: personal.linkedin });
  if (personal.facebook) profiles.push({ network: 'Facebook', url: personal.facebook });
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: personal.names,
      label: personal.headline,
      email: personal.email,
      phone: maskPhone(personal.phone),
      url: personal.blog,
      summary: personal.summary,
      location,
      profiles,
    }),
    work: cv.experience.map((job) =>
      compact({ name: job.company, position: job.role, startDate: isoMonth(job.start), endDate: job.current ? undefined : isoMonth(job.end), summary: job.description }),
    ),
    education: cv.education.map((course) =>
      compact({ institution: course.institution, area: course.course, startDate: isoMonth(course.start), endDate: course.current ? undefined : isoMonth(course.end) }),
    ),
    languages: cv.languages.map((language) => compact({ language: language.language, fluency: language.level ? FLUENCY[language.level] : '' })),
    skills: cv.skills.map((skill) => compact({ name: skill.name })),
    meta: {
      version: 'v1.0.0',
      lastModified: now.toISOString(),
      portalBeneficios: {
        personalize: cv.personalize,
        gender: personal.gender,
        birthDate: personal.birthDate,
        education: cv.education.map(({ status, current }) => ({ status, current })),
        work: cv.experience.map(({ current }) => ({ current })),
      },
    },
  };
}

/** The file's name: 'curriculo-mariana-souza-oliveira.json' (`base` is the pt-BR 'curriculo'). */
export function cvFileName(base: string, names: string, extension: 'pdf' | 'json'): string {
  const slug = slugify(names);
  return `${base}${slug ? `-${slug}` : ''}.${extension}`;
}

// ---------------------------------------------------------------- the file read (import)

/** A schema date → 'mm/aaaa' (a year alone: January for a start, December for an end, never after this month). */
function fromIsoDate(value: string, edge: 'start' | 'end'): string {
  const match = ISO_DATE.exec(value);
  if (!match) return '';
  const year = match[1]!;
  if (match[2]) return `${match[2]}/${year}`;
  if (edge === 'start') return `01/${year}`;
  const now = currentMonthIndex();
  const december = Number(year) * 12 + 11;
  const index = Math.min(december, Math.max(now, Number(year) * 12));
  return `${String((index % 12) + 1).padStart(2, '0')}/${Math.floor(index / 12)}`;
}

/** A fluency in words (any language, CEFR) → the CV's level, or '' when it says nothing we know. */
function levelOf(fluency: string): CvDocument['languages'][number]['level'] {
  const words = normalizeSearch(fluency);
  if (/\b(nativ|fluen|avanc|advanced|proficien|c1|c2|full)/.test(words)) return 'Avanzado';
  if (/\b(intermedi|b1|b2|conversa|professional working)/.test(words)) return 'Intermedio';
  if (/\b(basic|basico|beginner|elementar|iniciante|a1|a2|limited)/.test(words)) return 'Básico';
  return '';
}

/** A region as a UF ('SP', 'sp', 'São Paulo'), or '' (another country, or not a Brazilian state). */
function stateOf(region: string, countryCode: string): CvDocument['personal']['state'] {
  if (countryCode && countryCode.trim().toUpperCase() !== 'BR') return '';
  const upper = region.trim().toUpperCase();
  if ((CV_STATES as readonly string[]).includes(upper)) return upper as CvDocument['personal']['state'];
  const wanted = normalizeSearch(region);
  const found = Object.entries(UF_NAMES).find(([, name]) => normalizeSearch(name) === wanted);
  return found ? (found[0] as CvDocument['personal']['state']) : '';
}

/** A phone as the CV keeps it: digits, the country code +55 dropped. */
function phoneOf(phone: string): string {
  const digits = onlyDigits(phone);
  return digits.length > PHONE_DIGITS && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** The first profile of a network: its url, else the address made from its username. */
function profileOf(profiles: NonNullable<NonNullable<JsonResumeFile['basics']>['profiles']>, network: RegExp, site: string): string {
  const profile = profiles.find((candidate) => network.test(candidate.network ?? ''));
  if (!profile) return '';
  return profile.url?.trim() || (profile.username?.trim() ? `${site}/${profile.username.trim()}` : '');
}

const isPresent = (value: string) => /^(present|atual)$/i.test(value);
const isFuture = (mmyyyy: string) => (monthIndex(mmyyyy) ?? 0) > currentMonthIndex();

/**
 * A file read by jsonResumeSchema → the CV it holds (the draft's shape, new entry ids), and whether
 * it carried our own fields (`extras`); without them mergeImport keeps those of the CV on screen.
 */
export type CvImport = { cv: CvDocument; extras: boolean };

export function fromJsonResume(file: JsonResumeFile): { cv: unknown; extras: boolean } {
  const basics = file.basics ?? {};
  const extras = file.meta?.portalBeneficios;
  const start = emptyCv(basics.name ?? '');
  const s = (value: string | null | undefined) => value ?? '';
  const cv = {
    ...start,
    personalize: extras?.personalize ?? start.personalize,
    personal: {
      ...start.personal,
      headline: s(basics.label),
      gender: extras?.gender ?? '',
      birthDate: extras?.birthDate ?? '',
      phone: phoneOf(s(basics.phone)),
      email: s(basics.email),
      city: s(basics.location?.city),
      state: stateOf(s(basics.location?.region), s(basics.location?.countryCode)),
      linkedin: profileOf(basics.profiles ?? [], /linked\s*in/i, 'https://www.linkedin.com/in'),
      facebook: profileOf(basics.profiles ?? [], /facebook/i, 'https://www.facebook.com'),
      blog: s(basics.url),
      summary: s(basics.summary),
    },
    experience: (file.work ?? []).map((job, index) => {
      const begin = fromIsoDate(job.startDate, 'start');
      const end = isPresent(job.endDate) ? '' : fromIsoDate(job.endDate, 'end');
      const current = extras?.work[index]?.current ?? (Boolean(begin) && (!end || isFuture(end)));
      const description = [s(job.summary), ...(job.highlights ?? [])].map((line) => line.trim()).filter(Boolean).join('\n');
      return { id: newId(), company: s(job.name) || s(job.company), role: s(job.position), start: begin, end: current ? '' : end, current, description };
    }),
    education: (file.education ?? []).map((course, index) => {
      const begin = fromIsoDate(course.startDate, 'start');
      const end = isPresent(course.endDate) ? '' : fromIsoDate(course.endDate, 'end');
      const own = extras?.education[index];
      const current = own?.current ?? (Boolean(begin) && (!end || isFuture(end)));
      const status = own?.status ?? (end && !current ? 'Concluido' : begin ? 'Em andamento' : '');
      const area = s(course.area).trim();
      const type = s(course.studyType).trim();
      return { id: newId(), institution: s(course.institution), course: type && area ? `${type} em ${area}` : area || type, status, start: begin, end: current ? '' : end, current };
    }),
    languages: (file.languages ?? []).map((language) => ({ id: newId(), language: s(language.language), level: levelOf(s(language.fluency)) })),
    skills: (file.skills ?? []).map((skill) => ({ id: newId(), name: s(skill.name) })),
  };
  return { cv, extras: extras !== undefined };
}

/** The CV's field path ('experience.0.role') → the file's ('work.0.position'), for the import's pt-BR errors. */
const PERSONAL_PATHS: Record<string, string> = {
  names: 'basics.name',
  headline: 'basics.label',
  phone: 'basics.phone',
  email: 'basics.email',
  city: 'basics.location.city',
  linkedin: 'basics.profiles',
  facebook: 'basics.profiles',
  blog: 'basics.url',
  summary: 'basics.summary',
};
const ENTRY_PATHS: Record<string, [string, Record<string, string>]> = {
  experience: ['work', { company: 'name', role: 'position', start: 'startDate', end: 'endDate', description: 'summary' }],
  education: ['education', { institution: 'institution', course: 'area', start: 'startDate', end: 'endDate' }],
  languages: ['languages', { language: 'language' }],
  skills: ['skills', { name: 'name' }],
};

export function resumePath(path: readonly PropertyKey[]): string {
  const [root, second, third] = path.map(String);
  if (root === 'personal') return PERSONAL_PATHS[second ?? ''] ?? 'basics';
  const entry = root ? ENTRY_PATHS[root] : undefined;
  if (!entry) return 'meta';
  const [section, fields] = entry;
  if (second === undefined) return section;
  return third && fields[third] ? `${section}.${second}.${fields[third]}` : `${section}.${second}`;
}

/** The file's CV checked as a draft (sizes, options): the CV, or each field to fix (file path → message key). */
export function readJsonResume(file: JsonResumeFile): { ok: true; value: CvImport } | { ok: false; fields: Record<string, string> } {
  const { cv, extras } = fromJsonResume(file);
  const parsed = cvDraftSchema.safeParse(cv);
  if (parsed.success) return { ok: true, value: { cv: parsed.data, extras } };
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = resumePath(issue.path);
    if (!(path in fields)) fields[path] = issue.message;
  }
  return { ok: false, fields };
}

/** The CV after an import: the file's, with the design, gender and birth date of the CV on screen when the file did not carry ours. */
export function mergeImport(current: CvDocument, imported: CvImport): CvDocument {
  if (imported.extras) return imported.cv;
  return {
    ...imported.cv,
    personalize: current.personalize,
    personal: { ...imported.cv.personal, gender: current.personal.gender, birthDate: current.personal.birthDate },
  };
}

/** What an import replaces, for the confirm step: the name and how many entries of each list. */
export function importSummary(cv: CvDocument) {
  return { names: cv.personal.names, experience: cv.experience.length, education: cv.education.length, languages: cv.languages.length, skills: cv.skills.length };
}
