import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobOffer } from '@/components/jobs/JobOffer';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { hasService } from '@/lib/config/benefit-services';
import { serviceViewer } from '@/lib/config/service-viewer';
import { NO_FILTERS } from '@/lib/jobs/links';
import { offerOf } from '@/lib/jobs/offer';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';
import { parseJobSearch, type SearchParams } from '@/lib/validation/jobs';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('Jobs');
  const outcome = await offerOf((await params).id);
  if (outcome.kind === 'offer') return { title: outcome.offer.title };
  return { title: outcome.kind === 'notFound' ? t('offer.notFoundTitle') : t('search.title') };
}

/** One job offer, with 'Candidatar-se', opened from the results with their filters in the query (the way back keeps them). */
export default async function JobOfferPage({ params, searchParams }: Props) {
  const session = await verifyService('jobs');
  if (!session) return <NotInBenefits {...await notInBenefitsView('jobs')} />;
  const { id } = await params;
  const search = parseJobSearch(await searchParams);
  const outcome = await offerOf(id);
  if (outcome.kind === 'notIncluded') return <NotInBenefits {...await notInBenefitsView('jobs')} />;
  return <JobOffer id={id} viewer={serviceViewer(session)} filters={search.ok ? search.filters : NO_FILTERS} outcome={outcome} withSalary={hasService(session.listEcosystem, 'salary')} />;
}
