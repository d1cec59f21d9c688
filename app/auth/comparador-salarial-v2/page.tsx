import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SalaryComparator } from '@/components/salary/SalaryComparator';
import { SalaryRelated } from '@/components/salary/SalaryRelated';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { hasService } from '@/lib/config/benefit-services';
import { serviceViewer } from '@/lib/config/service-viewer';
import { occupationList } from '@/lib/salary/occupations';
import { readSalaryQuery, type SearchParams } from '@/lib/salary/read-query';
import { relatedCourses, relatedJobs } from '@/lib/salary/related';
import { salaryOutcome } from '@/lib/salary/salary-range';
import { sameQueryHref } from '@/lib/salary/same-query';
import { pageReadFailure } from '@/lib/ops/page-request';
import { verifyService, withInsurerSession } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

type Props = { searchParams: Promise<SearchParams> };

/** The title names the query, so a bookmark, a shared link and the route announcer say what the page shows. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const params = await searchParams;
  const tHome = await getTranslations('Home.services');
  const title = tHome('salary.title');
  const list = await occupationList();
  const state = list.kind === 'ok' ? readSalaryQuery(params, list.data) : null;
  if (state?.kind !== 'ready') return { title };
  const t = await getTranslations('Salary');
  const query = t('metaTitleQuery', {
    occupation: state.occupation.description,
    inUf: t(`ufsIn.${state.query.uf}`),
    level: t(`levels.${state.query.level}`).toLowerCase(),
  });
  return { title: `${query} · ${title}` };
}

/**
 * The salary comparator (SPEC §2, service 'consultar'): the Empregabilidade home, where login lands.
 * The occupations come from this server's cache; a ready query is answered by the partner here.
 */
export default async function SalaryComparatorPage({ searchParams }: Props) {
  const session = await verifyService('salary');
  if (!session) return <NotInBenefits {...await notInBenefitsView('salary')} />;
  const t = await getTranslations('Salary');
  const params = await searchParams;
  const list = await occupationList();
  const state = list.kind === 'ok' ? readSalaryQuery(params, list.data) : null;
  const held = (id: 'jobs' | 'courses') => hasService(session.listEcosystem, id);
  // The figures and what the customer's other services offer for the same occupation, asked at once.
  const [outcome, jobs, courses] =
    state?.kind === 'ready'
      ? await withInsurerSession((jwt) =>
          Promise.all([
            salaryOutcome(jwt, state.query),
            held('jobs') ? relatedJobs(jwt, state.occupation, state.query.uf) : undefined,
            held('courses') ? relatedCourses(jwt, state.occupation) : undefined,
          ]),
        )
      : [null];
  return (
    <ServicePage service="salary" viewer={serviceViewer(session)} lead={t('lead')}>
      {list.kind === 'ok' && state ? (
        <>
          <SalaryComparator state={state} outcome={outcome} />
          {state.kind === 'ready' && outcome?.kind === 'ok' && <SalaryRelated uf={state.query.uf} jobs={jobs} courses={courses} />}
        </>
      ) : (
        <LoadFailure
          title={t('states.unavailableTitle')}
          message={`${t('states.unavailableMessage')} ${t('states.unavailableKept')}`}
          retry={{ label: t('states.retry'), href: sameQueryHref(params), control: 'salary-retry' }}
          failure={await pageReadFailure()}
        />
      )}
    </ServicePage>
  );
}
