import { getTranslations } from 'next-intl/server';
import { ServicePage } from '@/components/services/ServicePage';
import { CoursesUnavailable } from './CoursesUnavailable';
import type { ServiceViewer } from '@/lib/config/service-viewer';
import type { CoursePage } from '@/lib/courses/catalogue';
import { catalogueSearch, visiblePages, type CatalogueQuery } from '@/lib/courses/filter';
import type { CoursesLoad, YearEnrolments } from '@/lib/courses/contract';
import { CATALOGUE_PATH, MY_COURSES_PATH } from '@/lib/courses/paths';
import { AllowanceSummary } from './AllowanceSummary';
import { CatalogueFilters } from './CatalogueFilters';
import { rowOfCourse, type CourseCardView } from './CourseCard';
import { CourseList } from './CourseList';
import { RESULTS_ID } from './ids';
import { Pagination } from './Pagination';

/**
 * The courses home (/auth/inicio-fazer-cursos, the Autônomo home): the year's allowance, the
 * search and filters of the URL, and the matching courses, rendered on the server.
 */
type Props = {
  viewer: ServiceViewer;
  query: CatalogueQuery;
  /** The URL's page of the partner's search and this year's enrolments, as the page read them. */
  load: CoursesLoad<YearEnrolments & { found: CoursePage }>;
  /** The partner's programme address for this customer (lib/courses/program), or null. */
  programUrl: string | null;
};

export async function CourseCatalogue({ viewer, query, load, programUrl }: Props) {
  const t = await getTranslations('Courses');
  if (load.kind !== 'ok') return <CoursesUnavailable viewer={viewer} load={load} retryHref={`${CATALOGUE_PATH}${catalogueSearch(query, query.pagina)}`} />;
  const { found, allowance, enrolments } = load.data;
  const enrolled = new Set(enrolments.map((enrolment) => enrolment.courseId));
  const cards = found.courses.map(
    (course): CourseCardView => ({
      id: course.id,
      title: course.title,
      description: course.description,
      provider: course.provider ? t('card.provider', { provider: course.provider }) : null,
      category: t(`categories.${course.category}`),
      level: t(`levels.${course.level}`),
      hours: t('card.hours', { hours: course.hours }),
      language: t(`languages.${course.language}`),
      ...(enrolled.has(course.id) && { enrolled: true }),
    }),
  );
  const pagination = {
    label: t('catalogue.pagination'),
    status: t('catalogue.pageStatus', { page: found.page, pages: found.pages }),
    previous: t('catalogue.previous'),
    next: t('catalogue.next'),
    pageLinks: visiblePages(found.page, found.pages).map((n) => ({ page: n, name: t('catalogue.pageLink', { page: n }) })),
  };
  const labels = { level: t('card.level'), duration: t('card.duration'), language: t('card.language'), enrolled: t('card.enrolled'), goTo: t('partner.goTo') };
  return (
    <ServicePage service="courses" viewer={viewer} lead={t('lead')}>
      <AllowanceSummary allowance={allowance} link={{ href: MY_COURSES_PATH, label: t('allowance.myCourses', { count: enrolments.length }) }} />
      <CatalogueFilters query={query} />
      <section aria-labelledby={RESULTS_ID} className="flex flex-col gap-6">
        <div className="flex flex-col gap-1">
          <h2 id={RESULTS_ID} className="section-title">
            {t('catalogue.resultsTitle')}
          </h2>
          <p role="status" className="font-semibold text-ink-muted">
            {t('catalogue.results', { count: found.total })}
          </p>
        </div>
        {cards.length > 0 ? (
          <CourseList courses={cards.map(rowOfCourse)} labels={labels} programUrl={programUrl} allowance={allowance} />
        ) : (
          <p className="text-ink">{t('catalogue.noResults')}</p>
        )}
        <Pagination query={query} page={found.page} pages={found.pages} texts={pagination} />
      </section>
    </ServicePage>
  );
}
