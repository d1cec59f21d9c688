import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobsLanding } from '@/components/jobs/JobsLanding';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { hasService } from '@/lib/config/benefit-services';
import { serviceViewer } from '@/lib/config/service-viewer';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home.services');
  return { title: t('jobs.title') };
}

/** The job search's landing (service key procurar-emprego). */
export default async function JobsLandingPage() {
  const session = await verifyService('jobs');
  if (!session) return <NotInBenefits {...await notInBenefitsView('jobs')} />;
  const t = await getTranslations('Jobs.landing');
  return (
    <ServicePage service="jobs" viewer={serviceViewer(session)} lead={t('lead')}>
      <JobsLanding holdsCv={hasService(session.listEcosystem, 'cv')} />
    </ServicePage>
  );
}
