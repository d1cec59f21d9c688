import { getTranslations } from 'next-intl/server';
import { formValues, type JobFormValues } from '@/lib/jobs/form-values';
import { filtersInUse, searchPageHref, searchQuery } from '@/lib/jobs/links';
import type { SearchOutcome } from '@/lib/jobs/types';
import type { JobLocations } from '@/lib/jobs/types';
import { CONTRACT_TYPES, SEARCH_ORDERS, STATE_CODES, WORK_MODES } from '@/lib/jobs/vocabulary';
import type { JobFilterName, ParsedJobSearch } from '@/lib/validation/jobs';
import { FiltersDisclosure } from './FiltersDisclosure';
import { FocusResults } from './FocusResults';
import { JobSearchForm, type JobSearchFormView } from './JobSearchForm';
import { InvalidFilters, ServiceUnavailable, SessionExpired } from './Notices';
import { PastEnd, SearchResults } from './SearchResults';

type Props = {
  /** The URL's filters, parsed. */
  search: ParsedJobSearch;
  /** The insurer's answer to valid filters (null: the filters are invalid, no search was made). */
  outcome: Exclude<SearchOutcome, { kind: 'notIncluded' }> | null;
  locations: JobLocations;
};

/**
 * The search page's body: the filters (a GET form) beside the results; a failed call keeps the
 * filters. After a search the focus goes to the results' heading (or the filters to fix).
 */
export async function JobSearch({ search, outcome, locations }: Props) {
  const t = await getTranslations();
  const errors: Partial<Record<JobFilterName, string>> = {};
  if (!search.ok) for (const [name, key] of Object.entries(search.fields)) errors[name as JobFilterName] = t(key as Parameters<typeof t>[0]);

  let results;
  if (!search.ok) results = <InvalidFilters errors={errors} />;
  else if (outcome?.kind === 'expired') results = <SessionExpired />;
  else if (outcome?.kind === 'unavailable') results = <ServiceUnavailable retryHref={searchPageHref(search.filters)} supportCode={outcome.supportCode} />;
  else if (outcome?.kind === 'pastEnd') results = <PastEnd page={outcome.page} filters={search.filters} />;
  else if (outcome?.kind === 'results') results = <SearchResults page={outcome.page} filters={search.filters} now={outcome.at} />;
  // Where the focus goes after a search: the filters to fix, or the results' heading (the failures have their own dialogs).
  const heading = !search.ok ? 'jobs-invalid-title' : outcome?.kind === 'results' || outcome?.kind === 'pastEnd' ? 'jobs-results-title' : null;

  // A search in the URL: on a phone the results come first, the filters folded behind 'Filtros (n)'.
  const query = search.ok ? searchQuery(search.filters) : null;
  const folded = query !== null && query !== '';
  return (
    <div className="job-search">
      <div className="flex flex-col gap-3">
        {/* On a phone, before any search, the filters come first: one tap (or Enter) skips them. */}
        {!folded && (
          <a href="#jobs-results" className="self-start font-semibold text-brand-700 underline underline-offset-4 desktop:hidden">
            {t('Jobs.search.toResults')}
          </a>
        )}
        <FiltersDisclosure open={!folded} summary={t('Jobs.search.filters', { count: search.ok ? filtersInUse(search.filters) : 0 })}>
          <JobSearchForm {...await formView(formValues(search), errors, locations)} />
        </FiltersDisclosure>
      </div>
      <div id="jobs-results" tabIndex={-1} className="job-results">
        {results}
      </div>
      {heading && (folded || !search.ok) && <FocusResults headingId={heading} search={query ?? JSON.stringify(errors)} />}
    </div>
  );
}

const collator = new Intl.Collator('pt-BR');

/** The filters form's view: the URL's values, the errors, the city suggestions, the options and texts written here. */
async function formView(
  values: JobFormValues,
  errors: Partial<Record<JobFilterName, string>>,
  locations: JobLocations,
): Promise<JobSearchFormView> {
  const t = await getTranslations('Jobs');
  const cities = [...new Set(locations.filter(({ state }) => !values.uf || state === values.uf).flatMap(({ cities }) => cities))].sort(collator.compare);
  return {
    values: { ...values, uf: STATE_CODES.includes(values.uf as never) ? values.uf : '' },
    errors,
    cities,
    modes: WORK_MODES.map((value) => ({ value, label: t(`modes.${value}`) })),
    contracts: CONTRACT_TYPES.map((value) => ({ value, label: t(`contracts.${value}`) })),
    orders: SEARCH_ORDERS.map((value) => ({ value, label: t(`orders.${value}`) })),
    // 'Mais relevantes' is the default: without a keyword the newest come first anyway.
    order: SEARCH_ORDERS.includes(values.ordem as never) ? values.ordem : 'relevancia',
    texts: {
      title: t('search.formTitle'),
      keyword: t('search.keyword'),
      keywordHint: t('search.keywordHint'),
      state: t('search.state'),
      allStates: t('search.allStates'),
      city: t('search.city'),
      cityHint: t('search.cityHint'),
      mode: t('search.mode'),
      contract: t('search.contract'),
      order: t('search.order'),
      submit: t('search.submit'),
      clear: t('search.clear'),
    },
  };
}
