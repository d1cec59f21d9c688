import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { refusalFrom } from '@/lib/bff/refusals';
import { CV_WIRE_CODES } from './wire-schemas';

/** The partner's refusals of a CV save: a newer revision is stored (409 CV conflict), the document is too large (413). */
export const cvSaveRefusal = refusalFrom({
  [CV_WIRE_CODES.conflict]: { status: 409, code: CODES.cvConflict, message: MESSAGES.Cv.api.conflict },
  [CV_WIRE_CODES.tooLarge]: { status: 413, code: null, message: MESSAGES.Cv.api.tooLarge },
});
