import { getTranslations } from 'next-intl/server';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { SERVICES } from '@/lib/config/benefit-services';
import { groupOccupations } from '@/lib/salary/occupation-search';
import { occupationList } from '@/lib/salary/occupations';
import { SALARY_PARAMS } from '@/lib/salary/query';
import { readSalaryQuery, type SearchParams } from '@/lib/salary/read-query';
import { SalaryForm } from './SalaryForm';
import { SalaryIntro } from './SalaryIntro';
import { SalaryResult } from './SalaryResult';

/** The page's own address with the query's parameters as given (a retry keeps them). */
function sameQueryHref(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const name of Object.values(SALARY_PARAMS)) {
    const value = params[name];
    if (typeof value === 'string') search.set(name, value);
  }
  const query = search.toString();
  return query ? `${SERVICES.salary.href}?${query}` : SERVICES.salary.href;
}

/**
 * The salary comparator (issue 10 §2), rendered on the server from the URL's query: the form and
 * the partner's answer in one document (not streamed, so it also works without JavaScript). The
 * occupations come from this server's cache.
 */
export async function SalaryComparator({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations('Salary');
  const list = await occupationList();
  if (list.kind !== 'ok') {
    return (
      <LoadFailure
        title={t('states.unavailableTitle')}
        message={`${t('states.unavailableMessage')} ${t('states.unavailableKept')}`}
        retry={{ label: t('states.retry'), href: sameQueryHref(searchParams), control: 'salary-retry' }}
      />
    );
  }
  const state = readSalaryQuery(searchParams, list.data);

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="salary-form-title" className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-surface p-4 shadow-sm desktop:p-6">
        <h2 id="salary-form-title" className="text-2xl font-bold text-brand-900">
          {t('form.title')}
        </h2>
        <SalaryForm groups={groupOccupations(list.data)} values={state.values} errors={state.kind === 'invalid' ? state.errors : {}} />
      </section>
      {state.kind === 'ready' ? (
        <section aria-labelledby="salary-result-title" className="flex flex-col gap-4">
          <h2 id="salary-result-title" className="text-2xl font-bold text-brand-900">
            {t('result.title')}
          </h2>
          <SalaryResult query={state.query} />
        </section>
      ) : (
        <SalaryIntro />
      )}
    </div>
  );
}
