import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import { ServicePage } from '@/components/services/ServicePage';
import { CoursesUnavailable } from './CoursesUnavailable';
import type { ServiceViewer } from '@/lib/config/service-viewer';
import type { CourseDetails } from '@/lib/courses/catalogue';
import type { CoursesLoad, YearEnrolments } from '@/lib/courses/contract';
import { catalogueSearch, type CatalogueQuery } from '@/lib/courses/filter';
import { CATALOGUE_PATH, MY_COURSES_PATH, coursePath } from '@/lib/courses/paths';
import { AllowanceSummary } from './AllowanceSummary';
import { CourseEnrolment } from './CourseEnrolment';
import { courseTitleId } from './ids';
import { Section } from '@/components/ui/Section';

type Props = {
  viewer: ServiceViewer;
  courseId: string;
  load: CoursesLoad<YearEnrolments & { course: CourseDetails }>;
  programUrl: string | null;
  /** The catalogue's search and page the customer came from: 'Voltar aos cursos' returns there, to this course's card. */
  from: CatalogueQuery;
};

/**
 * A course's page: what the course is before one of the year's two enrolments is
 * spent: summary, syllabus topics, level, language, duration, certificate and institution, then
 * 'Inscrever-se' (the catalogue's enrolment flow).
 */
export async function CourseDetailsPage({ viewer, courseId, load, programUrl, from }: Props) {
  const t = await getTranslations('Courses');
  if (load.kind !== 'ok') return <CoursesUnavailable viewer={viewer} load={load} retryHref={coursePath(courseId)} />;
  const { course, allowance, enrolments } = load.data;
  const facts: [string, string][] = [
    [t('catalogue.category'), t(`categories.${course.category}`)],
    [t('card.level'), t(`levels.${course.level}`)],
    [t('card.language'), t(`languages.${course.language}`)],
    [t('card.duration'), t('card.hours', { hours: course.hours })],
    [t('course.certificate'), t(`certificates.${course.certificate}`)],
    ...(course.provider ? [[t('course.partner'), course.provider] as [string, string]] : []),
  ];
  return (
    <ServicePage service="courses" viewer={viewer} title={course.title} lead={course.description}>
      <p>
        <Link href={`${CATALOGUE_PATH}${catalogueSearch(from, from.pagina)}#${courseTitleId(courseId)}`} className="font-semibold text-brand-700 underline underline-offset-4">
          {t('course.back')}
        </Link>
      </p>
      <div className="grid gap-8 desktop:grid-cols-3">
        <div className="flex flex-col gap-8 desktop:col-span-2">
          <Section title={t('course.summaryTitle')} titleId="curso-sobre" titleClassName="section-title" className="flex flex-col gap-3">
            <p className="text-lg text-ink">{course.summary}</p>
          </Section>
          <Section title={t('course.syllabusTitle')} titleId="curso-programa" titleClassName="section-title" className="flex flex-col gap-3">
            <ol className="list-decimal flex flex-col gap-1 pl-6 text-ink">
              {course.syllabus.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ol>
          </Section>
        </div>
        <Section
          title={t('course.factsTitle')}
          titleId={courseTitleId(course.id)}
          titleClassName="text-xl font-bold text-brand-900"
          titleProps={{ tabIndex: -1 }}
          className="flex flex-col gap-4 rounded-2xl border border-brand-100 p-5"
        >
          <dl className="course-facts">
            {facts.map(([term, value]) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
          <CourseEnrolment
            course={{ id: course.id, title: course.title }}
            enrolled={enrolments.some((enrolment) => enrolment.courseId === course.id)}
            allowance={allowance}
            programUrl={programUrl}
            labels={{ enrolled: t('card.enrolled'), goTo: t('partner.goTo') }}
          />
        </Section>
      </div>
      <AllowanceSummary allowance={allowance} link={{ href: MY_COURSES_PATH, label: t('allowance.myCourses', { count: enrolments.length }) }} />
    </ServicePage>
  );
}
