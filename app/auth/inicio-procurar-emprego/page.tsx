import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobsLanding } from '@/components/jobs/JobsLanding';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { hasService } from '@/lib/config/benefit-services';
import { serviceViewer } from '@/lib/config/service-viewer';
import { loadProfileSearch } from '@/lib/jobs/profile-load';
import { verifyService, withInsurerSession } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home.services');
  return { title: t('jobs.title') };
}

/** The job search's landing (service key procurar-emprego). */
export default async function JobsLandingPage() {
  const session = await verifyService('jobs');
  if (!session) return <NotInBenefits {...await notInBenefitsView('jobs')} />;
  const holdsCv = hasService(session.listEcosystem, 'cv');
  const [t, profile] = await Promise.all([getTranslations('Jobs.landing'), holdsCv ? withInsurerSession(loadProfileSearch) : null]);
  return (
    <ServicePage service="jobs" viewer={serviceViewer(session)} lead={t('lead')}>
      <JobsLanding holdsCv={holdsCv} profile={profile} />
    </ServicePage>
  );
}
