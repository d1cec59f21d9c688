import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { HOME_WITH_LOGIN_PANEL } from '@/lib/session/login-redirect';
import { unavailableFailure } from '@/lib/bff/client';
import { salaryHref, type SalaryQuery } from '@/lib/salary/query';
import type { SalaryOutcome } from '@/lib/salary/types';
import { SalaryNotice } from './SalaryNotice';
import { SalaryReport } from './SalaryReport';

/** The partner's answer to a valid query, under the form (components/salary/SalaryComparator.tsx). */
export async function SalaryResult({ query, outcome }: { query: SalaryQuery; outcome: SalaryOutcome }) {
  if (outcome.kind === 'ok') return <SalaryReport range={outcome.range} />;
  if (outcome.kind === 'unavailable') {
    // 'Erro na conexão' (SPEC §8) and a retry of the same query, which the URL keeps.
    const t = await getTranslations('Salary.states');
    return (
      <LoadFailure
        title={t('unavailableTitle')}
        message={`${t('unavailableMessage')} ${t('unavailableKept')}`}
        retry={{ label: t('retry'), href: salaryHref(query), control: 'salary-retry' }}
        failure={unavailableFailure(outcome)}
      />
    );
  }
  if (outcome.kind === 'unknownOccupation') {
    const t = await getTranslations('Salary.states');
    return <SalaryNotice>{t('unknownOccupation')}</SalaryNotice>;
  }
  if (outcome.kind === 'notIncluded') {
    const t = await getTranslations('NotInBenefits');
    return <SalaryNotice>{t('title')}</SalaryNotice>;
  }
  const t = await getTranslations();
  return (
    <SalaryNotice
      action={
        <Link href={HOME_WITH_LOGIN_PANEL} className={buttonClasses({ variant: 'primary', appearance: 'contained' })}>
          {t('Salary.states.login')}
        </Link>
      }
    >
      {t('Api.unauthorized')}
    </SalaryNotice>
  );
}
