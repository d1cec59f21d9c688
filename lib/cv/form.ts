import { onlyDigits } from '@/lib/validation/digits';
import { CV_VERSION, MODELO_DEFAULT, fonteValue } from '@/lib/validation/cv-options';
import { maskPhone } from '@/lib/validation/phone-mask';
import type { CvDocument, CvFormValues } from '@/lib/validation/cv';

/** Between the stored CV and the form that edits it (pure; used by the builder and its tests). */

export type EntryKind = 'education' | 'experience' | 'languages' | 'skills';

/** What the form shows for a stored CV: the phone with its mask, the font size as text. */
export function toFormValues(cv: CvDocument): CvFormValues {
  return {
    ...cv,
    personalize: { ...cv.personalize, fonte: String(cv.personalize.fonte) },
    personal: { ...cv.personal, phone: maskPhone(cv.personal.phone) },
  };
}

/** A stable id for a new entry (kept while it is reordered). */
export const newId = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`);

export function newEntry(kind: 'education'): CvFormValues['education'][number];
export function newEntry(kind: 'experience'): CvFormValues['experience'][number];
export function newEntry(kind: 'languages'): CvFormValues['languages'][number];
export function newEntry(kind: 'skills'): CvFormValues['skills'][number];
export function newEntry(kind: EntryKind) {
  const id = newId();
  switch (kind) {
    case 'education':
      return { id, institution: '', course: '', status: '', start: '', end: '', current: false };
    case 'experience':
      return { id, company: '', role: '', start: '', end: '', current: false, description: '' };
    case 'languages':
      return { id, language: '', level: '' };
    case 'skills':
      return { id, name: '' };
  }
}

export type Draft = { cv: CvDocument; fonteValid: boolean };

const text = (value: string) => value.trim();
/** A long text keeps its line breaks, in one form. */
const longText = (value: string) => value.replace(/\r\n?/g, '\n').trim();
/** A current entry has no end date. */
const period = ({ start, end, current }: { start: string; end: string; current: boolean }) => ({ start, end: current ? '' : end, current });

/**
 * The draft autosave stores and the preview shows: the form's values shaped as cvDraftSchema gives
 * them (trimmed texts, the phone's digits, the font size as a number, only the document's fields),
 * without zod, so that typing does not fetch it (lib/cv/form.test.ts checks that both agree on
 * every valid draft). A font size being retyped (empty, or over 150) does not hold the rest back:
 * the last valid size stands in until it is fixed. What is sent is still checked by the schema
 * (useAutosave), and the server checks every save.
 */
export function draftOf(values: CvFormValues, lastValidFonte: number): Draft {
  const fonte = fonteValue(values.personalize.fonte);
  const { personalize, personal } = values;
  const cv: CvDocument = {
    version: CV_VERSION,
    personalize: { modelo: personalize.modelo ?? MODELO_DEFAULT, font: personalize.font, color: personalize.color, fonte: fonte ?? lastValidFonte },
    personal: {
      names: personal.names.trim().replace(/\s+/g, ' '),
      headline: text(personal.headline),
      gender: personal.gender,
      birthDate: personal.birthDate,
      phone: onlyDigits(personal.phone),
      email: text(personal.email),
      city: text(personal.city),
      state: personal.state,
      linkedin: text(personal.linkedin),
      facebook: text(personal.facebook),
      blog: text(personal.blog),
      summary: longText(personal.summary),
    },
    education: values.education.map((entry) => ({ id: entry.id, institution: text(entry.institution), course: text(entry.course), status: entry.status, ...period(entry) })),
    experience: values.experience.map((entry) => ({ id: entry.id, company: text(entry.company), role: text(entry.role), ...period(entry), description: longText(entry.description) })),
    languages: values.languages.map((entry) => ({ id: entry.id, language: text(entry.language), level: entry.level })),
    skills: values.skills.map((entry) => ({ id: entry.id, name: text(entry.name) })),
  };
  return { cv, fonteValid: fonte !== null };
}
