import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingScreen } from '@/components/booking/BookingScreen';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { availabilityLoad } from '@/lib/booking/load';
import { serviceViewer } from '@/lib/config/service-viewer';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Booking.services.marketing');
  return { title: t('title') };
}

/** The booking page of Orientação em marketing digital (SPEC §3): the days and slots are read here, so the first paint shows them. */
export default async function MarketingBookingPage() {
  const session = await verifyService('marketing');
  if (!session) return <NotInBenefits {...await notInBenefitsView('marketing')} />;
  return <BookingScreen service="marketing" viewer={serviceViewer(session)} availability={await availabilityLoad('marketing')} />;
}
