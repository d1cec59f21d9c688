import type { DisclaimerReply } from '@/lib/courses/contract';
import { ENROLMENT_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { sessionGetHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { getCoursesDisclaimer } from '@/lib/courses/insurer';
import { disclaimerQuerySchema } from '@/lib/validation/courses';

/** The enrolment dialogs' texts, sent with the notice every enrolment reads first. */
const TEXTS = clientMessages(ENROLMENT_TEXTS);

/** GET API.coursesDisclaimer → DisclaimerReply: the courses partner's notice, shown before an enrolment, and the enrolment's texts. */
export const GET = sessionGetHandler(
  disclaimerQuerySchema,
  async ({ session }) => {
    const result = await getCoursesDisclaimer(session.jwt);
    return result.kind === 'ok' ? ok<DisclaimerReply>({ ...result.data, texts: TEXTS }) : insurerFailure(result);
  },
  { service: 'courses' },
);
