import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { JobSearch } from '@/components/jobs/JobSearch';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { serviceViewer } from '@/lib/config/service-viewer';
import { canonicalSearchHref } from '@/lib/jobs/links';
import { loadLocations, searchJobs } from '@/lib/jobs/load';
import { verifyService, withInsurerSession } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';
import { parseJobSearch, type SearchParams } from '@/lib/validation/jobs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Jobs.search');
  return { title: t('metaTitle') };
}

/**
 * The job search (service key ofertas-emprego/procurar): the filters (a GET form) beside the results
 * of the URL's filters. Invalid filters are shown back with their messages and no search is made.
 */
export default async function JobSearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const session = await verifyService('jobs');
  if (!session) return <NotInBenefits {...await notInBenefitsView('jobs')} />;
  const params = await searchParams;
  const search = parseJobSearch(params);
  const canonical = search.ok && canonicalSearchHref(params, search.filters);
  if (canonical) redirect(canonical);
  const [outcome, locations] = await withInsurerSession((jwt) => Promise.all([search.ok ? searchJobs(jwt, search.filters) : null, loadLocations(jwt)]));
  if (outcome?.kind === 'notIncluded') return <NotInBenefits {...await notInBenefitsView('jobs')} />;
  const t = await getTranslations('Jobs.search');
  return (
    <ServicePage service="jobs" viewer={serviceViewer(session)} title={t('title')} lead={t('lead')}>
      <JobSearch search={search} outcome={outcome} locations={locations} />
    </ServicePage>
  );
}
