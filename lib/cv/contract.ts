import type { Texts } from '@/lib/i18n/merge-texts';
import type { CvDocument } from '@/lib/validation/cv';

/** The CV builder: the BFF paths and what they answer (errors: ApiError, lib/bff/protocol.ts). */
export const API = {
  /** GET → CvState; PUT CvSaveInput (lib/validation/cv.ts) → CvSaved, 409 CV conflict. */
  cv: '/api/cv',
  /** POST {cv} (complete, lib/validation/cv.ts cvPdfSchema) → CvPdfFile. */
  cvPdf: '/api/cv/pdf',
  /** POST a JSON Resume file (lib/cv/json-resume.ts, at most 200 kB) → CvImport; 413, 422 with the file's fields. */
  cvImport: '/api/cv/import',
  /** GET → CvTexts: every section's texts (lib/i18n/client-messages.ts CV_LATER_TEXTS), kept by the browser. */
  cvTexts: '/api/cv/texts',
} as const;

/** GET API.cvTexts → the builder's texts its first paint did not need (the other sections'), for a text provider. */
export type CvTexts = { texts: Texts };

/** GET API.cv → the customer's saved CV (null: none yet; revision 0) and when it was saved (ISO). */
export type CvState = { cv: CvDocument | null; revision: number; updatedAt: string | null };

/** PUT API.cv → 200: the revision now stored and its time (ISO). */
export type CvSaved = { revision: number; updatedAt: string };

/** POST API.cvPdf → 200: the A4 PDF (base64), its file name and page count. */
export type CvPdfFile = { fileName: string; pdf: string; pages: number };
