import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingScreen } from '@/components/booking/BookingScreen';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import type { BookingServiceId } from '@/lib/booking/services';
import { pageSiteOrigin } from '@/lib/bff/site-origin';
import { appointmentsUrl } from '@/lib/booking/calendar-file';
import { availabilityLoad } from '@/lib/booking/load';
import { CrossLink } from '@/components/services/CrossLink';
import { hasService } from '@/lib/config/benefit-services';
import { FINANCE_COURSES_HREF } from '@/lib/config/service-links';
import { serviceViewer } from '@/lib/config/service-viewer';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

/**
 * The booking page of a video-appointment service (SPEC §3), the same for the three: it checks the
 * service and reads the days and slots here, so the first paint shows them. Each route's page.tsx
 * only names its service.
 */
export function bookingPage(service: BookingServiceId) {
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations(`Booking.services.${service}`);
    return { title: t('title') };
  }
  async function BookingPage() {
    const session = await verifyService(service);
    if (!session) return <NotInBenefits {...await notInBenefitsView(service)} />;
    const t = await getTranslations('ServiceLinks');
    // The financial guidance suggests the finance courses to a customer who has the courses.
    const related =
      service === 'finance' && hasService(session.listEcosystem, 'courses') ? (
        <CrossLink lead={t('financeCoursesLead')} label={t('financeCourses')} href={FINANCE_COURSES_HREF} control="finance-courses" />
      ) : undefined;
    return (
      <BookingScreen service={service} viewer={serviceViewer(session)} availability={await availabilityLoad(service)} appointmentsUrl={appointmentsUrl(await pageSiteOrigin())} related={related} />
    );
  }
  return { generateMetadata, BookingPage };
}
