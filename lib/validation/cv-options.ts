import { UF_CODES } from '@/lib/brazil/federative-units';
import { onlyDigits } from './digits';
import type { CvDocument } from './cv';

/**
 * The CV's option lists, sizes and defaults (SPEC §3, §5), without zod: the builder's fields, steps
 * and preview read them in the browser, where the schemas (lib/validation/cv.ts, which re-exports
 * all of this) are fetched only when the form is first checked or saved.
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

/**
 * The font size as `fonteSchema` reads it (text of at most 3 digits, or a number, 0 to 150), or null
 * when it is not one: what the builder checks on every keystroke without fetching zod.
 */
export function fonteValue(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  if (!new RegExp(`^\\d{1,${FONTE_MAX_CHARS}}$`).test(text)) return null;
  const fonte = Number(text);
  return fonte <= FONTE_MAX ? fonte : null;
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

/** Version of the stored document's shape (a later shape would migrate older documents). */
export const CV_VERSION = 1;

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
