import type { PartnerDisclaimerView } from '@/lib/courses/contract';
import { sessionGetHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { getCoursesDisclaimer } from '@/lib/courses/insurer';
import { disclaimerQuerySchema } from '@/lib/validation/courses';

/** GET API.coursesDisclaimer → PartnerDisclaimerView: the courses partner's notice, shown before an enrolment. */
export const GET = sessionGetHandler(
  disclaimerQuerySchema,
  async ({ session }) => {
    const result = await getCoursesDisclaimer(session.jwt);
    return result.kind === 'ok' ? ok<PartnerDisclaimerView>(result.data) : insurerFailure(result);
  },
  { service: 'courses' },
);
