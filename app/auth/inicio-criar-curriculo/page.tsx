import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CvLanding } from '@/components/cv/CvLanding';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { loadCvForPage } from '@/lib/cv/session';
import { verifyService } from '@/lib/session/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home.services');
  return { title: t('cv.title') };
}

/** /auth/inicio-criar-curriculo: the CV builder's landing (SPEC §2). */
export default async function CvLandingPage() {
  const session = await verifyService('cv');
  if (!session) return <NotInBenefits service="cv" />;
  const t = await getTranslations('Cv.landing');
  return (
    <ServicePage service="cv" session={session} lead={t('lead')}>
      <CvLanding saved={await loadCvForPage()} />
    </ServicePage>
  );
}
