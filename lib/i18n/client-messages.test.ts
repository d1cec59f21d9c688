/** @jest-environment node */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import * as lists from './client-messages';
import { clientMessages, type TextPath } from './client-messages';
import { mergeTexts } from './merge-texts';

const {
  SITE_TEXTS,
  PANEL_TEXTS,
  HOME_TEXTS,
  RECOVERY_TEXTS,
  SURVEY_TEXTS,
  PROFILE_TEXTS,
  PASSWORD_CHANGE_TEXTS,
  BOOKING_TEXTS,
  APPOINTMENTS_TEXTS,
  CV_TEXTS,
  CV_SECTION_TEXTS,
  CV_LATER_TEXTS,
  SALARY_TEXTS,
  COURSES_TEXTS,
  CATALOGUE_TEXTS,
  ENROLMENT_TEXTS,
  MY_COURSES_TEXTS,
  JOBS_TEXTS,
  LOGO_TEXTS,
  PRIVACY_TEXTS,
} = lists;

/** A logged-in page: the site's texts, then its own. */
const SESSION = SITE_TEXTS;

/**
 * Where each client component renders, as the lists of texts its providers add (the layouts, from
 * the root down), by the component's folder or file under components/ (the longest match wins).
 * A component used in several places is listed with each: its keys must be in all of them.
 */
const PLACES: Record<string, (readonly TextPath[])[]> = {
  layout: [SITE_TEXTS],
  ui: [SITE_TEXTS],
  consent: [SITE_TEXTS],
  legal: [SITE_TEXTS],
  usability: [SITE_TEXTS],
  'app/error.tsx': [SITE_TEXTS],
  auth: [[...SITE_TEXTS, ...PANEL_TEXTS]],
  'auth/RecoveryFlow.tsx': [
    [...SITE_TEXTS, ...PANEL_TEXTS],
    [...SITE_TEXTS, ...RECOVERY_TEXTS],
  ],
  'auth/NewPasswordForm.tsx': [
    [...SITE_TEXTS, ...PANEL_TEXTS],
    [...SESSION, ...PASSWORD_CHANGE_TEXTS],
  ],
  'auth/PasswordField.tsx': [
    [...SITE_TEXTS, ...PANEL_TEXTS],
    [...SESSION, ...PASSWORD_CHANGE_TEXTS],
  ],
  'auth/PasswordRules.tsx': [
    [...SITE_TEXTS, ...PANEL_TEXTS],
    [...SESSION, ...PASSWORD_CHANGE_TEXTS],
  ],
  'auth/CodeDialog.tsx': [
    [...SITE_TEXTS, ...PANEL_TEXTS],
    [...SESSION, ...PROFILE_TEXTS],
  ],
  'ui/PhoneField.tsx': [
    [...SITE_TEXTS, ...PANEL_TEXTS],
    [...SESSION, ...PROFILE_TEXTS],
  ],
  home: [[...SITE_TEXTS, ...HOME_TEXTS]],
  contact: [[...SITE_TEXTS, ...HOME_TEXTS]],
  // The survey's texts come with the survey (app/api/survey), into a logged-in page.
  survey: [[...SESSION, ...SURVEY_TEXTS]],
  account: [[...SESSION, ...PROFILE_TEXTS]],
  'account/PasswordChangeFlow.tsx': [[...SESSION, ...PASSWORD_CHANGE_TEXTS]],
  booking: [
    [...SESSION, ...BOOKING_TEXTS],
    [...SESSION, ...APPOINTMENTS_TEXTS],
  ],
  'booking/BookingForm.tsx': [[...SESSION, ...BOOKING_TEXTS]],
  'booking/BookingConfirmation.tsx': [[...SESSION, ...BOOKING_TEXTS]],
  'booking/AlreadyBooked.tsx': [[...SESSION, ...BOOKING_TEXTS]],
  'booking/AppointmentsList.tsx': [[...SESSION, ...APPOINTMENTS_TEXTS]],
  'booking/AppointmentCard.tsx': [[...SESSION, ...APPOINTMENTS_TEXTS]],
  'booking/CancelDialog.tsx': [[...SESSION, ...APPOINTMENTS_TEXTS]],
  'booking/RescheduleDialog.tsx': [[...SESSION, ...APPOINTMENTS_TEXTS]],
  'booking/JoinLink.tsx': [[...SESSION, ...APPOINTMENTS_TEXTS]],
  // The builder's first paint has the texts of the section it opens on; the others come right after (GET API.cvTexts).
  cv: [[...SESSION, ...CV_TEXTS, ...CV_LATER_TEXTS]],
  salary: [[...SESSION, ...SALARY_TEXTS]],
  courses: [[...SESSION, ...COURSES_TEXTS]],
  // The catalogue's search and results (components/courses/CourseCatalogue).
  'courses/CatalogueSearch.tsx': [[...SESSION, ...COURSES_TEXTS, ...CATALOGUE_TEXTS]],
  'courses/CourseResults.tsx': [[...SESSION, ...COURSES_TEXTS, ...CATALOGUE_TEXTS]],
  'courses/CourseCard.tsx': [[...SESSION, ...COURSES_TEXTS, ...CATALOGUE_TEXTS]],
  'courses/Pagination.tsx': [[...SESSION, ...COURSES_TEXTS, ...CATALOGUE_TEXTS]],
  // The enrolment's dialogs get their texts with the disclaimer (app/api/courses/disclaimer).
  'courses/EnrolmentDialogs.tsx': [[...SESSION, ...COURSES_TEXTS, ...ENROLMENT_TEXTS]],
  // 'Meus cursos' (app/auth/cursos/layout.tsx) shows the partner link, and the catalogue too.
  'courses/PartnerLink.tsx': [
    [...SESSION, ...COURSES_TEXTS],
    [...SESSION, ...MY_COURSES_TEXTS],
  ],
  jobs: [[...SESSION, ...JOBS_TEXTS]],
  logo: [[...SESSION, ...LOGO_TEXTS]],
  privacy: [[...SESSION, ...PRIVACY_TEXTS]],
};

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

/**
 * The texts a client component reads, as the dotted path of each key ('Cv.builder.retry'), or of
 * the part of a computed key written out (t(`sections.${id}`) → 'Cv.sections'; t(key) → the
 * translator's scope): t('k…') after `const t = useTranslations('X')` or useTranslations('X.y')
 * (the nearest such declaration before the call); t('X.k…') after useTranslations(). A translator
 * handed to other code (`label(t)`) needs its whole scope.
 */
function textsOf(text: string): string[] {
  const needed = new Set<string>();
  const declarations = [...text.matchAll(/const (\w+) = useTranslations\(\s*(?:'([A-Za-z.]+)')?\s*\)/g)].map((m) => ({ at: m.index, end: m.index + m[0].length, name: m[1]!, scope: m[2] }));
  for (const { at, end, name, scope } of declarations) {
    const next = declarations.find((other) => other.name === name && other.at > at)?.at ?? text.length;
    const body = text.slice(end, next);
    const calls = [...body.matchAll(new RegExp(`\\b${name}(?:\\.(?:rich|markup|has))?\\(\\s*(['\`]?)([A-Za-z0-9_.-]*)`, 'g'))];
    const handedOn = new RegExp(`(?<![\\w.'’$-])${name}\\b(?!\\s*\\(|\\.(?:rich|markup|has)\\s*\\(|')`).test(body);
    if (scope !== undefined && (calls.length === 0 || handedOn)) needed.add(scope);
    for (const { 0: call, 1: quote, 2: written, index } of calls) {
      const closed = quote !== '' && body.charAt(index + call.length) === quote;
      // The key as written, up to its last whole segment when the rest is computed.
      const key = closed ? written! : written!.split('.').slice(0, -1).join('.');
      if (scope === undefined) {
        if (/^[A-Z]/.test(key)) needed.add(key);
      } else needed.add(key ? `${scope}.${key}` : scope);
    }
  }
  return [...needed];
}

const VALIDATION = path.join(__dirname, '..', 'validation');

/**
 * The message keys a form can show from its zod schemas: the 'Namespace.key…' strings of the
 * lib/validation files it imports, and of the files these import (a form translates them with
 * components/ui/useFieldMessage, whose keys the scan of t() calls cannot see).
 */
function schemaTextsOf(text: string, seen = new Set<string>(), inValidation = false): string[] {
  // Type-only imports bring no schema to the browser.
  const imports = inValidation ? /^import (?!type )[^;]*?from '(?:@\/lib\/validation\/|\.\/)([\w-]+)'/gm : /^import (?!type )[^;]*?from '@\/lib\/validation\/([\w-]+)'/gm;
  const files = [...text.matchAll(imports)].map((m) => path.join(VALIDATION, `${m[1]}.ts`));
  return files.flatMap((file) => {
    if (seen.has(file)) return [];
    seen.add(file);
    const schema = readFileSync(file, 'utf8');
    const keys = [...schema.matchAll(/'([A-Z][A-Za-z]*\.[A-Za-z0-9]+)(?:\.[A-Za-z0-9_.]+)?'/g)].map((m) => m[1]!);
    return [...keys, ...schemaTextsOf(schema, seen, true)];
  });
}

/**
 * Whether the provided lists give this text: 'X' (a key of X computed) needs some of X; 'X.k.l'
 * needs X, X.k or X.k.l whole.
 */
function provided(lists: readonly TextPath[], needed: string): boolean {
  if (!needed.includes('.')) return lists.some((entry) => entry === needed || entry.startsWith(`${needed}.`));
  return lists.some((entry) => entry === needed || needed.startsWith(`${entry}.`));
}

function placesOf(relative: string): (readonly TextPath[])[] {
  const key = Object.keys(PLACES)
    .filter((place) => relative === place || relative.startsWith(`${place}/`) || relative.startsWith(`${place}.`))
    .sort((a, b) => b.length - a.length)[0];
  return key ? PLACES[key]! : [SITE_TEXTS];
}

describe('the texts sent to the browser', () => {
  const root = path.join(__dirname, '..', '..');
  const files = [...sources(path.join(root, 'components')), ...sources(path.join(root, 'app'))].filter((file) => readFileSync(file, 'utf8').includes("'use client'"));

  it('cover every text each client component reads, in every place it renders', () => {
    const missing: string[] = [];
    for (const file of files) {
      const relative = file.startsWith(path.join(root, 'components')) ? path.relative(path.join(root, 'components'), file) : path.relative(root, file);
      const text = readFileSync(file, 'utf8');
      for (const needed of new Set([...textsOf(text), ...schemaTextsOf(text)])) {
        for (const lists of placesOf(relative.split(path.sep).join('/'))) {
          if (!provided(lists, needed)) missing.push(`${relative}: ${needed}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds the client components it checks (the scan works)', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('reads the keys a component asks for', () => {
    expect(textsOf("const t = useTranslations('Cv');\nt('builder.title'); t(`sections.${id}`); t(key); t(`${id}.title`);")).toEqual(['Cv.builder.title', 'Cv.sections', 'Cv']);
    expect(textsOf("const t = useTranslations('Booking.form');")).toEqual(['Booking.form']);
    expect(textsOf("const t = useTranslations('Booking.form');\nt('day', { n }); t.rich('note.more');")).toEqual(['Booking.form.day', 'Booking.form.note.more']);
    expect(textsOf("const t = useTranslations('Logo');\nt('title'); label(t);")).toEqual(['Logo', 'Logo.title']);
    expect(textsOf("const t = useTranslations();\nt('Home.cpfLabel'); t('Api.x.y');")).toEqual(['Home.cpfLabel', 'Api.x.y']);
  });

  it('reads the message keys of the schemas a form imports, and of the schemas these import', () => {
    const keys = schemaTextsOf("import { phoneFormSchema } from '@/lib/validation/account';");
    expect(keys).toEqual(expect.arrayContaining(['Validation.passwordMismatch', 'Validation.phoneLength', 'Validation.cpfInvalid']));
    expect(schemaTextsOf("import { surveyAnswerFormSchema } from '@/lib/validation/survey';")).toContain('Survey.validation');
  });

  it('keeps every logged-in page within 8 kB of texts, the site\'s included', () => {
    const pages: Record<string, (readonly TextPath[])[]> = {
      '/auth/perfil': [PROFILE_TEXTS],
      '/auth/perfil/senha': [PASSWORD_CHANGE_TEXTS],
      '/auth/perfil/agendamientos': [APPOINTMENTS_TEXTS],
      'a booking page': [BOOKING_TEXTS],
      ...Object.fromEntries(Object.entries(CV_SECTION_TEXTS).map(([section, texts]) => [`/auth/curriculo/${section}`, [CV_TEXTS, texts]])),
      '/auth/comparador-salarial-v2': [SALARY_TEXTS],
      '/auth/inicio-fazer-cursos': [COURSES_TEXTS],
      '/auth/cursos/meus-cursos': [MY_COURSES_TEXTS],
      '/auth/ofertas-emprego': [JOBS_TEXTS],
      '/auth/itt/logo': [LOGO_TEXTS],
      '/auth/perfil/meus-dados': [PRIVACY_TEXTS],
    };
    const bytes = (lists: (readonly TextPath[])[]) => lists.reduce((sum, list) => sum + Buffer.byteLength(JSON.stringify(clientMessages(list))), 0);
    const over = Object.entries(pages)
      .map(([page, lists]) => [page, bytes([SESSION, ...lists])] as const)
      .filter(([, size]) => size > 8_000);
    expect(over).toEqual([]);
  });

  it('keeps the texts of every page and of the home within Latin-1', () => {
    // One character beyond U+00FF ('…', '“') turns a prerendered page's whole HTML into a two-byte
    // string, which costs the server about a tenth more CPU to send on each request (the home with a session).
    const beyondLatin1 = (lists: (readonly TextPath[])[]) =>
      lists.flatMap((list) => JSON.stringify(clientMessages(list)).match(/[^\u0000-\u00ff]/g) ?? []);
    expect(beyondLatin1([SITE_TEXTS, HOME_TEXTS, PANEL_TEXTS])).toEqual([]);
  });

  it('picks only the keys asked for, and a later provider adds to its parent', () => {
    const picked = clientMessages(['Cv.builder.next', 'Cv.builder.previous', 'Cv.monthHint']).Cv as Record<string, unknown>;
    expect(Object.keys(picked)).toEqual(['builder', 'monthHint']);
    expect(Object.keys(picked.builder as object)).toEqual(['next', 'previous']);
    // A group sent whole stays whole, whatever else is asked of it.
    expect(clientMessages(['Cv.builder', 'Cv.builder.next'])).toEqual(clientMessages(['Cv.builder']));
    const deep = mergeTexts(clientMessages(['Booking.form.dayLegend']), clientMessages(['Booking.form.submit']));
    expect(Object.keys((deep.Booking as Record<string, object>).form!).sort()).toEqual(['dayLegend', 'submit']);
    expect(Object.keys(clientMessages(['Cv.personal', 'Auth.cpfLabel']))).toEqual(['Cv', 'Auth']);
    expect(Object.keys(clientMessages(['Cv.personal']).Cv as object)).toEqual(['personal']);
    const merged = mergeTexts(clientMessages(['Auth.cpfLabel', 'Common']), clientMessages(['Auth.showPassword']));
    expect(Object.keys(merged.Auth as object).sort()).toEqual(['cpfLabel', 'showPassword']);
    expect(merged.Common).toBeDefined();
    // A precompiled message (an array) is a text, not a group: given by both, it stays as it is.
    const compiled = ['Olá, ', ['names'], '!'];
    expect(mergeTexts({ Header: { greeting: compiled } }, { Header: { greeting: compiled } })).toEqual({ Header: { greeting: compiled } });
  });
});
