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
  SESSION_TEXTS,
  PROFILE_TEXTS,
  PASSWORD_CHANGE_TEXTS,
  BOOKING_TEXTS,
  APPOINTMENTS_TEXTS,
  CV_TEXTS,
  SALARY_TEXTS,
  COURSES_TEXTS,
  JOBS_TEXTS,
  LOGO_TEXTS,
} = lists;

const SESSION = [...SITE_TEXTS, ...SESSION_TEXTS];

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
    [...SESSION, ...PROFILE_TEXTS, ...PASSWORD_CHANGE_TEXTS],
  ],
  'auth/PasswordField.tsx': [
    [...SITE_TEXTS, ...PANEL_TEXTS],
    [...SESSION, ...PROFILE_TEXTS, ...PASSWORD_CHANGE_TEXTS],
  ],
  'auth/PasswordRules.tsx': [
    [...SITE_TEXTS, ...PANEL_TEXTS],
    [...SESSION, ...PROFILE_TEXTS, ...PASSWORD_CHANGE_TEXTS],
  ],
  'auth/CodeDialog.tsx': [
    [...SITE_TEXTS, ...PANEL_TEXTS],
    [...SESSION, ...PROFILE_TEXTS],
  ],
  'auth/useFieldMessage.ts': [
    [...SITE_TEXTS, ...PANEL_TEXTS],
    [...SESSION, ...PROFILE_TEXTS],
  ],
  home: [[...SITE_TEXTS, ...HOME_TEXTS]],
  contact: [[...SITE_TEXTS, ...HOME_TEXTS]],
  survey: [SESSION],
  account: [[...SESSION, ...PROFILE_TEXTS]],
  'account/PasswordChangeFlow.tsx': [[...SESSION, ...PROFILE_TEXTS, ...PASSWORD_CHANGE_TEXTS]],
  booking: [
    [...SESSION, ...BOOKING_TEXTS],
    [...SESSION, ...PROFILE_TEXTS, ...APPOINTMENTS_TEXTS],
  ],
  'booking/AppointmentsList.tsx': [[...SESSION, ...PROFILE_TEXTS, ...APPOINTMENTS_TEXTS]],
  'booking/AppointmentCard.tsx': [[...SESSION, ...PROFILE_TEXTS, ...APPOINTMENTS_TEXTS]],
  'booking/CancelDialog.tsx': [[...SESSION, ...PROFILE_TEXTS, ...APPOINTMENTS_TEXTS]],
  'booking/RescheduleDialog.tsx': [[...SESSION, ...PROFILE_TEXTS, ...APPOINTMENTS_TEXTS]],
  'booking/JoinLink.tsx': [[...SESSION, ...PROFILE_TEXTS, ...APPOINTMENTS_TEXTS]],
  cv: [[...SESSION, ...CV_TEXTS]],
  salary: [[...SESSION, ...SALARY_TEXTS]],
  courses: [[...SESSION, ...COURSES_TEXTS]],
  jobs: [[...SESSION, ...JOBS_TEXTS]],
  logo: [[...SESSION, ...LOGO_TEXTS]],
};

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) yield full;
  }
}

/**
 * The texts a client component reads, as 'Namespace' (any key of it: the key is computed) or
 * 'Namespace.key': useTranslations('X.y'); t('k…') after `const t = useTranslations('X')` (the
 * nearest such declaration before the call); t('X.k…') after useTranslations().
 */
function textsOf(text: string): string[] {
  const needed = new Set<string>();
  const declarations = [...text.matchAll(/const (\w+) = useTranslations\(\s*(?:'([A-Za-z.]+)')?\s*\)/g)].map((m) => ({ at: m.index, name: m[1]!, scope: m[2] }));
  for (const { at, name, scope } of declarations) {
    if (scope?.includes('.')) {
      needed.add(scope.split('.').slice(0, 2).join('.'));
      continue;
    }
    const next = declarations.find((other) => other.name === name && other.at > at)?.at ?? text.length;
    const calls = [...text.slice(at, next).matchAll(new RegExp(`\\b${name}(?:\\.(?:rich|markup|has))?\\(\\s*(['\`]?)([A-Za-z]*)(?:\\.([A-Za-z]+))?`, 'g'))];
    for (const [, quote, key, sub] of calls) {
      if (scope === undefined) {
        if (quote && /^[A-Z]/.test(key!)) needed.add(sub ? `${key}.${sub}` : key!);
      } else needed.add(quote && key ? `${scope}.${key}` : scope);
    }
    if (scope !== undefined && calls.length === 0) needed.add(scope);
  }
  return [...needed];
}

/** Whether the provided lists give this text ('X' needs some of X; 'X.k' needs X whole or X.k). */
function provided(lists: readonly TextPath[], needed: string): boolean {
  const namespace = needed.split('.')[0]!;
  if (!needed.includes('.')) return lists.some((entry) => entry === namespace || entry.startsWith(`${namespace}.`));
  return lists.some((entry) => entry === namespace || entry === needed);
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
      for (const needed of textsOf(readFileSync(file, 'utf8'))) {
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
    expect(textsOf("const t = useTranslations('Cv');\nt('builder.title'); t(`sections.${id}`); t(key);")).toEqual(['Cv.builder', 'Cv.sections', 'Cv']);
    expect(textsOf("const t = useTranslations('Booking.form');")).toEqual(['Booking.form']);
    expect(textsOf("const t = useTranslations();\nt('Home.cpfLabel');")).toEqual(['Home.cpfLabel']);
  });

  it('picks only the keys asked for, and a later provider adds to its parent', () => {
    expect(Object.keys(clientMessages(['Cv.personal', 'Auth.cpfLabel']))).toEqual(['Cv', 'Auth']);
    expect(Object.keys(clientMessages(['Cv.personal']).Cv as object)).toEqual(['personal']);
    const merged = mergeTexts(clientMessages(['Auth.cpfLabel', 'Common']), clientMessages(['Auth.showPassword']));
    expect(Object.keys(merged.Auth as object).sort()).toEqual(['cpfLabel', 'showPassword']);
    expect(merged.Common).toBeDefined();
  });
});
