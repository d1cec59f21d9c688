import { getTranslations } from 'next-intl/server';
import { ServicePage } from '@/components/services/ServicePage';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { formatDate } from '@/lib/time/brazil';
import { allowanceValues } from '@/lib/courses/allowance';
import { loadYearEnrolments } from '@/lib/courses/load';
import { CATALOGUE_PATH, MY_COURSES_PATH } from '@/lib/courses/paths';
import { courseProgram } from '@/lib/courses/program';
import type { SessionView } from '@/lib/session/dal';
import { AllowanceSummary } from './AllowanceSummary';
import { PartnerLink } from './PartnerLink';

/** 'Meus cursos': the enrolments of this calendar year (Brazil time), each with its way to the partner. */
export async function MyCourses({ session }: { session: SessionView }) {
  const t = await getTranslations('Courses');
  const load = await loadYearEnrolments();
  if (load.kind !== 'ok') {
    return (
      <ServicePage service="courses" session={session} title={t('myCourses.title')}>
        <LoadFailure
          title={t('unavailable.title')}
          message={t('unavailable.message')}
          failure={load.kind === 'expired' ? { problem: 'expired' } : undefined}
          expired={{ message: t('unavailable.expired'), label: t('unavailable.login') }}
          retry={{ label: t('unavailable.retry'), href: MY_COURSES_PATH, variant: 'contained' }}
        />
      </ServicePage>
    );
  }
  const { allowance, enrolments } = load.data;
  const values = allowanceValues(allowance);
  const programUrl = courseProgram(session.listEcosystem, session.eco);
  return (
    <ServicePage service="courses" session={session} title={t('myCourses.title')} lead={t('myCourses.lead', values)}>
      <AllowanceSummary allowance={allowance} link={{ href: CATALOGUE_PATH, label: t('myCourses.browse') }} />
      <section aria-labelledby="my-courses-list" className="flex flex-col gap-4">
        <h2 id="my-courses-list" className="text-2xl font-bold text-brand-900">
          {t('myCourses.listTitle', values)}
        </h2>
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
      </section>
    </ServicePage>
  );
}
