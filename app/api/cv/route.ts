import type { CvSaved, CvState } from '@/lib/cv/contract';
import { sessionGetHandler, sessionHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { getCurriculum, saveCurriculum } from '@/lib/cv/insurer';
import { cvSaveRefusal } from '@/lib/cv/refusals';
import { CV_BODY_MAX_BYTES, cvSaveSchema } from '@/lib/validation/cv';
import { noInputSchema } from '@/lib/validation/no-input';

/** GET API.cv → CvState: the customer's saved CV (from the partner, with the session's JWT). */
export const GET = sessionGetHandler(
  noInputSchema,
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
    return insurerFailure(result, cvSaveRefusal);
  },
  { service: 'cv', maxBytes: CV_BODY_MAX_BYTES },
);
