import 'server-only';
import { getAppointments } from '@/lib/booking/insurer';
import { heldServices } from '@/lib/config/benefit-services';
import { getCourseEnrolments } from '@/lib/courses/insurer';
import { getCurriculum } from '@/lib/cv/insurer';
import { cvLandingView } from '@/lib/cv/landing-view';
import { listLogos } from '@/lib/logo/insurer';
import { withInsurerSession } from '@/lib/session/dal';
import type { SessionView } from '@/lib/session/session-data';
import { dashboardView, heldBookingServices, type DashboardView } from './view';

const none = Promise.resolve(undefined);

/**
 * 'Meu painel''s reads, all at once and each only for a service the customer holds: the
 * appointments, the CV, the year's course enrolments and the saved logos, through the calls the
 * services' pages use (each with its deadline). A failed read fails its own part only.
 */
export async function loadDashboard(session: Pick<SessionView, 'listEcosystem'>): Promise<DashboardView> {
  const held = heldServices(session.listEcosystem);
  const [appointments, cv, courses, logos] = await withInsurerSession((jwt) =>
    Promise.all([
      heldBookingServices(held).length > 0 ? getAppointments({ jwt }) : none,
      held.includes('cv') ? getCurriculum(jwt).then(cvLandingView) : none,
      held.includes('courses') ? getCourseEnrolments(jwt) : none,
      held.includes('logo') ? listLogos(jwt) : none,
    ]),
  );
  return dashboardView(session.listEcosystem, { appointments, cv, courses, logos }, Date.now());
}
