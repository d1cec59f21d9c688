import { getTranslations } from 'next-intl/server';
import { ServicePage } from '@/components/services/ServicePage';
import { CoursesUnavailable } from './CoursesUnavailable';
import type { ServiceViewer } from '@/lib/config/service-viewer';
import { allowanceValues } from '@/lib/courses/allowance';
import type { CoursesLoad, YearEnrolments } from '@/lib/courses/contract';
import { CATALOGUE_PATH, MY_COURSES_PATH } from '@/lib/courses/paths';
import { formatDate } from '@/lib/time/brazil';
import { AllowanceSummary } from './AllowanceSummary';
import { PartnerLink } from './PartnerLink';
import { Section } from '@/components/ui/Section';

type Props = {
  viewer: ServiceViewer;
  /** This year's enrolments as the page read them. */
  load: CoursesLoad<YearEnrolments>;
  /** The partner's programme address for this customer (lib/courses/program), or null. */
  programUrl: string | null;
};

/** 'Meus cursos': the enrolments of this calendar year (Brazil time), each with its way to the partner. */
export async function MyCourses({ viewer, load, programUrl }: Props) {
  const t = await getTranslations('Courses');
  if (load.kind !== 'ok') return <CoursesUnavailable viewer={viewer} load={load} retryHref={MY_COURSES_PATH} title={t('myCourses.title')} />;
  const { allowance, enrolments } = load.data;
  const values = allowanceValues(allowance);
  return (
    <ServicePage service="courses" viewer={viewer} title={t('myCourses.title')} lead={t('myCourses.lead', values)}>
      <AllowanceSummary allowance={allowance} link={{ href: CATALOGUE_PATH, label: t('myCourses.browse') }} />
      <Section title={t('myCourses.listTitle', values)} titleId="my-courses-list" titleClassName="section-title" className="flex flex-col gap-4">
        {enrolments.length === 0 ? (
          <p className="text-ink">{t('myCourses.empty', values)}</p>
        ) : (
          <ul className="grid gap-4 desktop:grid-cols-2">
            {enrolments.map((enrolment) => (
              <li key={enrolment.courseId}>
                <article aria-labelledby={`meu-curso-${enrolment.courseId}`} className="flex h-full flex-col gap-3 rounded-2xl border border-brand-100 bg-surface p-5">
                  <h3 id={`meu-curso-${enrolment.courseId}`} className="text-lg font-bold text-brand-900">
                    {enrolment.title}
                  </h3>
                  <p className="text-ink-muted">{t('myCourses.enrolledOn', { date: formatDate(new Date(enrolment.enrolledAt)) })}</p>
                  {programUrl && (
                    <div className="mt-auto">
                      <PartnerLink href={programUrl}>{t('partner.goTo')}</PartnerLink>
                    </div>
                  )}
                </article>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </ServicePage>
  );
}
