import { z } from '@/lib/validation/z';
import { CODES } from '@/lib/bff/codes';
import type { CvSaved, CvState } from '@/lib/bff/contract';
import { sessionGetHandler, sessionHandler } from '@/lib/bff/handler';
import { MESSAGES } from '@/lib/bff/messages';
import { businessFailure, failure, insurerFailure, ok } from '@/lib/bff/replies';
import { getCurriculum, saveCurriculum } from '@/lib/insurer/cv';
import { CV_WIRE_CODES } from '@/lib/insurer/cv-schemas';
import { CV_BODY_MAX_BYTES, cvSaveSchema } from '@/lib/validation/cv';

/** GET API.cv → CvState: the customer's saved CV (from the partner, with the session's JWT). */
export const GET = sessionGetHandler(
  z.object({}),
  async ({ session }) => {
    const result = await getCurriculum(session.jwt);
    return result.kind === 'ok' ? ok<CvState>(result.data) : insurerFailure(result);
  },
  { service: 'cv' },
);

/**
 * PUT API.cv {revision, force?, cv} → CvSaved. The draft may be incomplete (autosave); a save
 * based on an older revision than the stored one is refused 409 CV conflict unless `force`.
 */
export const PUT = sessionHandler(
  cvSaveSchema,
  async ({ body, session }) => {
    const result = await saveCurriculum({ jwt: session.jwt, cv: body.cv, revision: body.force ? null : body.revision });
    if (result.kind === 'ok') return ok<CvSaved>(result.data);
    return insurerFailure(result, (code, message) => {
      if (code === CV_WIRE_CODES.conflict) return failure(409, { error: 'business', code: CODES.cvConflict, message: MESSAGES.Cv.api.conflict });
      if (code === CV_WIRE_CODES.tooLarge) return failure(413, { error: 'tooLarge', message: MESSAGES.Cv.api.tooLarge });
      return businessFailure(code, message);
    });
  },
  { service: 'cv', maxBytes: CV_BODY_MAX_BYTES },
);
