import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CvLanding } from '@/components/cv/CvLanding';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { serviceViewer } from '@/lib/config/service-viewer';
import { cvLandingView } from '@/lib/cv/landing-view';
import { loadCvForPage } from '@/lib/cv/session';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home.services');
  return { title: t('cv.title') };
}

/** /auth/inicio-criar-curriculo: the CV builder's landing (SPEC §2). */
export default async function CvLandingPage() {
  const session = await verifyService('cv');
  if (!session) return <NotInBenefits {...await notInBenefitsView('cv')} />;
  const t = await getTranslations('Cv.landing');
  return (
    <ServicePage service="cv" viewer={serviceViewer(session)} lead={t('lead')}>
      <CvLanding saved={cvLandingView(await loadCvForPage())} />
    </ServicePage>
  );
}
