import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookingScreen } from '@/components/booking/BookingScreen';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { availabilityLoad } from '@/lib/booking/load';
import { serviceViewer } from '@/lib/config/service-viewer';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Booking.services.finance');
  return { title: t('title') };
}

/** The booking page of Orientação financeira (SPEC §3): the days and slots are read here, so the first paint shows them. */
export default async function FinanceBookingPage() {
  const session = await verifyService('finance');
  if (!session) return <NotInBenefits {...await notInBenefitsView('finance')} />;
  return <BookingScreen service="finance" viewer={serviceViewer(session)} availability={await availabilityLoad('finance')} />;
}
