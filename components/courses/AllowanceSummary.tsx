import { getTranslations } from 'next-intl/server';
import type { CourseAllowance } from '@/lib/courses/contract';
import { allowanceValues } from '@/lib/courses/allowance';
import { AllowancePanel } from './AllowancePanel';

type Props = {
  allowance: CourseAllowance;
  /** The other courses page: 'Meus cursos' from the catalogue, the catalogue from 'Meus cursos'. */
  link: { href: string; label: string };
};

/**
 * How many of the year's enrolments are left (the calendar year in Brazil time), with the limit's
 * tooltip: SPEC §9's default text was Spanish in the original app; here it is Portuguese. The texts
 * are written here; AllowancePanel (a client component, as its tooltip is) lays them out, so the
 * flight data carries the texts, not their element tree.
 */
export async function AllowanceSummary({ allowance, link }: Props) {
  const t = await getTranslations('Courses.allowance');
  const values = allowanceValues(allowance);
  return (
    <AllowancePanel
      texts={{ title: t('title', values), remaining: t('remaining', values), note: t('calendarNote'), tooltipLabel: t('tooltipLabel'), tooltip: t('tooltip', values) }}
      link={link}
    />
  );
}
