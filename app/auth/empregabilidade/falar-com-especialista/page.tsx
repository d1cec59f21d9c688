import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingScreen } from '@/components/booking/BookingScreen';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { availabilityLoad } from '@/lib/booking/load';
import { serviceViewer } from '@/lib/config/service-viewer';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Booking.services.specialist');
  return { title: t('title') };
}

/** The booking page of Fale com um especialista (SPEC §3): the days and slots are read here, so the first paint shows them. */
export default async function SpecialistBookingPage() {
  const session = await verifyService('specialist');
  if (!session) return <NotInBenefits {...await notInBenefitsView('specialist')} />;
  return <BookingScreen service="specialist" viewer={serviceViewer(session)} availability={await availabilityLoad('specialist')} />;
}
