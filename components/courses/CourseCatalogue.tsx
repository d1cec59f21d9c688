import { getTranslations } from 'next-intl/server';
import { ServicePage } from '@/components/services/ServicePage';
import { CATALOGUE_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';
import { CoursesUnavailable } from './CoursesUnavailable';
import type { ServiceViewer } from '@/lib/config/service-viewer';
import type { CoursePage } from '@/lib/courses/catalogue';
import { catalogueSearch, type CatalogueQuery } from '@/lib/courses/filter';
import type { CoursesLoad, YearEnrolments } from '@/lib/courses/contract';
import { CATALOGUE_PATH, MY_COURSES_PATH } from '@/lib/courses/paths';
import { AllowanceSummary } from './AllowanceSummary';
import { CatalogueSearch } from './CatalogueSearch';
import { rowOfCourse } from './CourseCard';
import { CourseResults } from './CourseResults';

/**
 * The courses home (/auth/inicio-fazer-cursos, the Autônomo home): the year's allowance, the
 * search and filters of the URL, and the matching courses, read on the server; the search and the
 * results are client components given small rows and the page's texts once (CourseResults says why).
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
  return (
    <ServicePage service="courses" viewer={viewer} lead={t('lead')}>
      <AllowanceSummary allowance={allowance} link={{ href: MY_COURSES_PATH, label: t('allowance.myCourses', { count: enrolments.length }) }} />
      {/* The search's and results' client components translate their texts in the browser: each text comes once. */}
      <MoreTexts messages={clientMessages(CATALOGUE_TEXTS)}>
        <CatalogueSearch key={catalogueSearch(query, 1)} query={query} />
        <CourseResults
          query={query}
          total={found.total}
          page={found.page}
          pages={found.pages}
          courses={found.courses.map((course) => rowOfCourse(course, enrolled.has(course.id)))}
          programUrl={programUrl}
          allowance={allowance}
        />
      </MoreTexts>
    </ServicePage>
  );
}
