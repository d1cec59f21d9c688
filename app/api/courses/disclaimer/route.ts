import type { PartnerDisclaimerView } from '@/lib/courses/contract';
import { sessionGetHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { SERVICES } from '@/lib/config/benefit-services';
import { getDisclaimer } from '@/lib/insurer/partner';
import { disclaimerQuerySchema } from '@/lib/validation/courses';

/** GET API.coursesDisclaimer → PartnerDisclaimerView: the courses partner's notice, shown before an enrolment. */
export const GET = sessionGetHandler(
  disclaimerQuerySchema,
  async ({ session }) => {
    const result = await getDisclaimer(session.jwt, SERVICES.courses.pathKey);
    return result.kind === 'ok' ? ok<PartnerDisclaimerView>(result.data) : insurerFailure(result);
  },
  { service: 'courses' },
);
