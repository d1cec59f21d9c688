import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { whenParts } from '@/components/booking/when';
import { APPOINTMENTS_PATH } from '@/lib/booking/services';
import { SERVICES, type ServiceId } from '@/lib/config/benefit-services';
import { MY_COURSES_PATH } from '@/lib/courses/paths';
import { CV_BUILDER_PATH } from '@/lib/cv/paths';
import type { DashboardView, Part } from '@/lib/dashboard/view';
import { PROFILE_SEARCH_PATH } from '@/lib/jobs/links';
import { NextAppointmentActions } from './NextAppointmentActions';
import { Section } from '@/components/ui/Section';

/** The look of a dashboard card (a Section). */
const CARD = 'flex flex-col gap-3 rounded-2xl border border-brand-100 bg-surface p-5';
const CARD_TITLE = 'text-xl font-bold text-brand-900';
const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4';

/** A part whose read failed says so on its own; the others are unaffected. */
function Failed({ message }: { message: string }) {
  return <p className="text-ink-muted">{message}</p>;
}

const shown = <T,>(part: Part<T>, failed: string, render: (data: T) => ReactNode) => (part.kind === 'ok' ? render(part.data) : <Failed message={failed} />);

type Props = {
  view: DashboardView;
  appointmentsUrl: string;
  bookable: ServiceId[];
  /** The customer holds the job search: a saved CV leads to 'Vagas para o seu perfil'. */
  jobs: boolean;
};

/** 'Meu painel': one card per service part the customer holds, then the services not yet used. */
export async function Dashboard({ view, appointmentsUrl, bookable, jobs }: Props) {
  const t = await getTranslations('Dashboard');
  const tBooking = await getTranslations('Booking');
  const tServices = await getTranslations('Home.services');
  const tProfile = await getTranslations('ProfileSearch');
  return (
    <div className="grid gap-6 desktop:grid-cols-2">
      {view.appointment && (
        <Section title={t('appointment.title')} titleId="dashboard-appointment" titleClassName={CARD_TITLE} className={CARD}>
          {shown(view.appointment, t('appointment.failed'), (next) =>
            next ? (
              <>
                <p className="text-lg font-semibold first-letter:uppercase">
                  {t('appointment.when', { service: tServices(`${next.service}.title`), when: tBooking('when', whenParts(next.start)) })}
                </p>
                <NextAppointmentActions appointment={next} title={tServices(`${next.service}.title`)} appointmentsUrl={appointmentsUrl} />
              </>
            ) : (
              <>
                <p>{t('appointment.none')}</p>
                <ul className="flex flex-col">
                  {bookable.map((id) => (
                    <li key={id}>
                      <Link href={SERVICES[id].href} className={LINK}>
                        {t('appointment.book', { service: tServices(`${id}.title`) })}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ),
          )}
          <Link href={APPOINTMENTS_PATH} className={LINK}>
            {t('appointment.all')}
          </Link>
        </Section>
      )}
      {view.cv && (
        <Section title={t('cv.title')} titleId="dashboard-cv" titleClassName={CARD_TITLE} className={CARD}>
          {shown(view.cv, t('cv.failed'), (cv) =>
            cv.cv === 'saved' ? (
              <>
                <p>{cv.lastSaved ? t('cv.saved', cv.lastSaved) : t('cv.savedNoDate')}</p>
                <Link href={CV_BUILDER_PATH} className={LINK}>
                  {t('cv.download')}
                </Link>
                {jobs && (
                  <Link href={PROFILE_SEARCH_PATH} prefetch={false} className={LINK}>
                    {tProfile('cvJobs')}
                  </Link>
                )}
              </>
            ) : (
              <>
                <p>{t('cv.none')}</p>
                <Link href={SERVICES.cv.href} className={LINK}>
                  {t('cv.start')}
                </Link>
              </>
            ),
          )}
        </Section>
      )}
      {view.courses && (
        <Section title={t('courses.title')} titleId="dashboard-courses" titleClassName={CARD_TITLE} className={CARD}>
          {shown(view.courses, t('courses.failed'), (courses) => (
            <>
              <p className="text-lg font-semibold">{t('courses.used', { used: courses.used, limit: courses.limit, year: courses.year })}</p>
              <p>{t('courses.remaining', { remaining: courses.remaining })}</p>
              {courses.enrolments.length > 0 && (
                <>
                  <h3 className="font-semibold">{t('courses.enrolments')}</h3>
                  <ul className="flex list-disc flex-col gap-1 pl-6">
                    {courses.enrolments.map((each) => (
                      <li key={each.courseId}>{t('courses.enrolledOn', { title: each.title, date: each.enrolledOn })}</li>
                    ))}
                  </ul>
                </>
              )}
            </>
          ))}
          <Link href={view.courses.kind === 'ok' && view.courses.data.enrolments.length > 0 ? MY_COURSES_PATH : SERVICES.courses.href} className={LINK}>
            {view.courses.kind === 'ok' && view.courses.data.enrolments.length > 0 ? t('courses.myCourses') : t('courses.catalogue')}
          </Link>
        </Section>
      )}
      {view.logos && (
        <Section title={t('logos.title')} titleId="dashboard-logos" titleClassName={CARD_TITLE} className={CARD}>
          {shown(view.logos, t('logos.failed'), (logos) => (
            <p>{t('logos.count', { count: logos.count, date: logos.latestOn ?? '' })}</p>
          ))}
          <Link href={SERVICES.logo.href} className={LINK}>
            {t('logos.open')}
          </Link>
        </Section>
      )}
      {view.unused.length > 0 && (
        <Section title={t('unused.title')} titleId="dashboard-unused" titleClassName={CARD_TITLE} className={CARD}>
          <ul className="flex flex-col gap-3">
            {view.unused.map((id) => (
              <li key={id}>
                <Link href={SERVICES[id].href} className={LINK}>
                  {tServices(`${id}.title`)}
                </Link>
                <p className="text-ink-muted">{tServices(`${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
