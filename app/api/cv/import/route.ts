import type { CvImport } from '@/lib/cv/json-resume';
import { sessionHandler } from '@/lib/bff/handler';
import { MESSAGES, translate } from '@/lib/bff/messages';
import { failure, ok } from '@/lib/bff/replies';
import { JSON_RESUME_MAX_BYTES, jsonResumeSchema, readJsonResume } from '@/lib/cv/json-resume';

/**
 * POST API.cvImport, the body a JSON Resume file as the customer chose it (at most 200 kB: 413) →
 * CvImport: the CV it holds, for the builder to show and, once confirmed, to put on screen (nothing
 * is saved here). Not JSON, not JSON Resume, or a text past the CV's sizes: 422 with the file's fields.
 */
export const POST = sessionHandler(
  jsonResumeSchema,
  async ({ body }) => {
    const read = readJsonResume(body);
    if (read.ok) return ok<CvImport>(read.value);
    const fields = Object.fromEntries(Object.entries(read.fields).map(([path, key]) => [path, translate(key) ?? MESSAGES.Cv.import.notResume]));
    return failure(422, { error: 'validation', message: MESSAGES.Cv.import.notResume, fields });
  },
  {
    service: 'cv',
    maxBytes: JSON_RESUME_MAX_BYTES,
    refusals: { tooLarge: MESSAGES.Cv.import.tooLarge, notJson: MESSAGES.Cv.import.notJson, invalid: MESSAGES.Cv.import.notResume },
  },
);
