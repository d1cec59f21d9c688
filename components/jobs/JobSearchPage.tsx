import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { withInsurerSession } from '@/lib/session/dal';
import { formValues } from '@/lib/jobs/form-values';
import { canonicalSearchHref, searchPageHref } from '@/lib/jobs/links';
import { loadLocations, searchJobs } from '@/lib/jobs/load';
import { verifyService } from '@/lib/session/dal';
import { parseJobSearch, type JobFilterName, type SearchParams } from '@/lib/validation/jobs';
import { JobSearchForm } from './JobSearchForm';
import { InvalidFilters, ServiceUnavailable, SessionExpired } from './Notices';
import { PastEnd, SearchResults } from './SearchResults';

/**
 * The search page: the filters (a GET form) beside the results of the URL's filters. Invalid
 * filters are shown back with their messages and no search is made; a failed call keeps the filters.
 */
export async function JobSearchPage({ params }: { params: SearchParams }) {
  const session = await verifyService('jobs');
  if (!session) return <NotInBenefits service="jobs" />;
  const t = await getTranslations();
  const parsed = parseJobSearch(params);
  const canonical = parsed.ok && canonicalSearchHref(params, parsed.filters);
  if (canonical) redirect(canonical);
  const [outcome, locations] = await withInsurerSession((jwt) => Promise.all([parsed.ok ? searchJobs(jwt, parsed.filters) : null, loadLocations(jwt)]));
  if (outcome?.kind === 'notIncluded') return <NotInBenefits service="jobs" />;

  const errors: Partial<Record<JobFilterName, string>> = {};
  if (!parsed.ok) for (const [name, key] of Object.entries(parsed.fields)) errors[name as JobFilterName] = t(key as Parameters<typeof t>[0]);

  let results;
  if (!parsed.ok) results = <InvalidFilters errors={errors} />;
  else if (outcome?.kind === 'expired') results = <SessionExpired />;
  else if (outcome?.kind === 'unavailable') results = <ServiceUnavailable retryHref={searchPageHref(parsed.filters)} />;
  else if (outcome?.kind === 'pastEnd') results = <PastEnd page={outcome.page} filters={parsed.filters} />;
  else if (outcome?.kind === 'results') results = <SearchResults page={outcome.page} filters={parsed.filters} now={outcome.at} />;

  return (
    <ServicePage service="jobs" session={session} title={t('Jobs.search.title')} lead={t('Jobs.search.lead')}>
      <div className="grid items-start gap-8 desktop:grid-cols-[20rem_1fr]">
        <div className="flex flex-col gap-3">
          {/* On a phone the filters come first: one tap (or Enter) skips them. */}
          <a href="#jobs-results" className="self-start font-semibold text-brand-700 underline underline-offset-4 desktop:hidden">
            {t('Jobs.search.toResults')}
          </a>
          <JobSearchForm values={formValues(parsed)} errors={errors} locations={locations} />
        </div>
        <div id="jobs-results" tabIndex={-1} className="flex min-w-0 scroll-mt-4 flex-col gap-5 focus:outline-none">
          {results}
        </div>
      </div>
    </ServicePage>
  );
}
