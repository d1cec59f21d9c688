import { maskPhone } from '@/lib/validation/phone-mask';
import { cvDraftSchema, fonteSchema, type CvDocument, type CvFormValues } from '@/lib/validation/cv';

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

export type Draft = { cv: CvDocument; fonteValid: boolean } | null;

/**
 * The draft autosave stores and the preview shows. A font size being retyped (empty, or over 150)
 * does not hold the rest back: the last valid size stands in until it is fixed.
 */
export function draftOf(values: CvFormValues, lastValidFonte: number): Draft {
  const fonteValid = fonteSchema.safeParse(values.personalize?.fonte).success;
  const candidate = fonteValid ? values : { ...values, personalize: { ...values.personalize, fonte: lastValidFonte } };
  const parsed = cvDraftSchema.safeParse(candidate);
  return parsed.success ? { cv: parsed.data, fonteValid } : null;
}
