import { cvFileName, toJsonResume } from '@/lib/cv/json-resume';
import type { CvDocument } from '@/lib/validation/cv';
import { downloadBlob } from './download';

/** Hands the CV to the browser as a JSON Resume file named after `fileName` ('Curriculo') and the customer. */
export function downloadJson(cv: CvDocument, fileName: string) {
  const file = new Blob([`${JSON.stringify(toJsonResume(cv), null, 2)}\n`], { type: 'application/json' });
  downloadBlob(file, cvFileName(fileName, cv.personal.names, 'json'));
}
