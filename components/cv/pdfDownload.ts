import type { FieldErrors, FieldPath, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import type { CvPdfFile } from '@/lib/cv/contract';
import type { CvFormValues } from '@/lib/validation/cv';
import { downloadBlob } from './download';
import { issuesOf, type CvIssue } from './issues';

/** Hands the PDF to the browser as a download. */
export function saveFile({ fileName, pdf }: CvPdfFile) {
  const bytes = Uint8Array.from(atob(pdf), (char) => char.charCodeAt(0));
  downloadBlob(new Blob([bytes], { type: 'application/pdf' }), fileName);
}

/**
 * What keeps the PDF from being made: every invalid field, each marked touched, as a download shows
 * every field to fix (FormFields shows a field's error once touched).
 */
export function issuesToFix(errors: FieldErrors<CvFormValues>, getValues: UseFormGetValues<CvFormValues>, setValue: UseFormSetValue<CvFormValues>): CvIssue[] {
  const found = issuesOf(errors);
  for (const { path } of found) {
    const name = path as FieldPath<CvFormValues>;
    const value = getValues(name);
    if (typeof value !== 'object' || value === null) setValue(name, value, { shouldTouch: true });
  }
  return found;
}
