import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SpecialistLanding } from '@/components/booking/SpecialistLanding';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { serviceViewer } from '@/lib/config/service-viewer';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home.services');
  return { title: t('specialist.title') };
}

/** What the video talk with a specialist is, how it works, and the call to book. */
export default async function SpecialistLandingPage() {
  const session = await verifyService('specialist');
  return session ? <SpecialistLanding viewer={serviceViewer(session)} /> : <NotInBenefits {...await notInBenefitsView('specialist')} />;
}
