import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SalaryComparator } from '@/components/salary/SalaryComparator';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { ServicePage } from '@/components/services/ServicePage';
import { occupationList } from '@/lib/salary/occupations';
import { readSalaryQuery, type SearchParams } from '@/lib/salary/read-query';
import { verifyService } from '@/lib/session/dal';

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

/** The salary comparator (SPEC §2, service 'consultar'): the Empregabilidade home, where login lands. */
export default async function SalaryComparatorPage({ searchParams }: Props) {
  const session = await verifyService('salary');
  if (!session) return <NotInBenefits service="salary" />;
  const t = await getTranslations('Salary');
  return (
    <ServicePage service="salary" session={session} lead={t('lead')}>
      <SalaryComparator searchParams={await searchParams} />
    </ServicePage>
  );
}
