import { getTranslations } from 'next-intl/server';
import { ServicePage } from '@/components/services/ServicePage';
import type { Load } from '@/lib/bff/client';
import type { AvailabilityView } from '@/lib/booking/contract';
import type { BookingServiceId } from '@/lib/booking/services';
import type { ServiceViewer } from '@/lib/config/service-viewer';
import type { ReactNode } from 'react';
import { BookingForm } from './BookingForm';
import { BookingRules } from './BookingRules';
import { SessionGuide } from './SessionGuide';
import { Section } from '@/components/ui/Section';

type Props = {
  service: BookingServiceId;
  viewer: ServiceViewer;
  /** The days and slots the page read on the server (or why it could not). */
  availability: Load<AvailabilityView>;
  /** Meus Agendamentos on the portal's address (SITE_URL), for the confirmation's 'Adicionar à agenda'. */
  appointmentsUrl: string;
  /** A suggestion of another of the customer's services, under the rules and the guide. */
  related?: ReactNode;
};

/**
 * The booking page of a video-appointment service (the page checks the service and reads the
 * slots): what the session is, the booking form, then the rules and the session's guide (beside
 * the form on a laptop, below it on a phone).
 */
export async function BookingScreen({ service, viewer, availability, appointmentsUrl, related }: Props) {
  const t = await getTranslations('Booking');
  const tServices = await getTranslations('Home.services');
  return (
    <ServicePage service={service} viewer={viewer} title={t(`services.${service}.title`)} lead={t(`services.${service}.lead`)}>
      <div className="booking-screen">
        <Section title={t('form.title')} titleId="booking-form">
          <BookingForm
            service={service}
            adviser={t(`services.${service}.adviser`)}
            initial={availability}
            calendar={{ title: tServices(`${service}.title`), appointmentsUrl }}
          />
        </Section>
        {/* The rules after the form (the landing page gave them first): on a phone the calendar is on the first screen. */}
        <div>
          <BookingRules service={service} />
          <SessionGuide service={service} />
          {related}
        </div>
      </div>
    </ServicePage>
  );
}
