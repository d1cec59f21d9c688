import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import type { BookingServiceId } from '@/lib/booking/services';
import { serviceViewer } from '@/lib/config/service-viewer';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';
import { BookingForm } from './BookingForm';
import { BookingRules } from './BookingRules';
import { SessionGuide } from './SessionGuide';

/**
 * The booking page of a video-appointment service (the three pages are this one, configured by
 * service): what the session is, the rules, the booking form and the session's guide; the
 * not-in-your-benefits page when the customer's ecosystems lack the service.
 */
export function bookingPage(service: BookingServiceId) {
  async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('Booking');
    return { title: t(`services.${service}.title`) };
  }
  async function BookingPage() {
    const session = await verifyService(service);
    if (!session) return <NotInBenefits {...await notInBenefitsView(service)} />;
    const t = await getTranslations('Booking');
    return (
      <ServicePage service={service} viewer={serviceViewer(session)} title={t(`services.${service}.title`)} lead={t(`services.${service}.lead`)}>
        <div className="grid gap-8 desktop:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="booking-form" className="flex flex-col gap-6">
            <h2 id="booking-form" className="text-2xl font-bold text-brand-900">
              {t('form.title')}
            </h2>
            <BookingRules service={service} headingLevel={3} />
            <BookingForm service={service} />
          </section>
          <SessionGuide service={service} />
        </div>
      </ServicePage>
    );
  }
  return { generateMetadata, BookingPage };
}
