import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';
import type { CourseAllowance } from '@/lib/courses/contract';
import { allowanceValues } from '@/lib/courses/allowance';
import { InfoTooltip } from './InfoTooltip';

type Props = {
  allowance: CourseAllowance;
  /** The other courses page: 'Meus cursos' from the catalogue, the catalogue from 'Meus cursos'. */
  link: { href: string; label: string };
};

/**
 * How many of the year's enrolments are left (the calendar year in Brazil time), with the limit's
 * tooltip: SPEC §9's default text was Spanish in the original app; here it is Portuguese.
 */
export async function AllowanceSummary({ allowance, link }: Props) {
  const t = await getTranslations('Courses.allowance');
  const values = allowanceValues(allowance);
  return (
    <section aria-labelledby="course-allowance" className="allowance-summary">
      <div className="flex flex-col gap-2">
        <InfoTooltip label={t('tooltipLabel')} text={t('tooltip', values)}>
          <h2 id="course-allowance" className="text-xl font-bold text-brand-900">
            {t('title', values)}
          </h2>
        </InfoTooltip>
        <p className="text-lg text-ink" data-testid="course-allowance-remaining">
          {t('remaining', values)}
        </p>
        <p className="text-sm text-ink-muted">{t('calendarNote')}</p>
      </div>
      <Link href={link.href} className={buttonClasses({ variant: 'primary', appearance: 'outlined', className: 'shrink-0' })}>
        {link.label}
      </Link>
    </section>
  );
}
