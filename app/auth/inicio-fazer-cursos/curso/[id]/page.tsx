import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CourseDetailsPage } from '@/components/courses/CourseDetailsPage';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { serviceViewer } from '@/lib/config/service-viewer';
import { loadCourse } from '@/lib/courses/load';
import { courseProgram } from '@/lib/courses/program';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';
import { COURSE_ID_PATTERN, parseCatalogueQuery, type SearchParams } from '@/lib/validation/courses';

type Props = { params: Promise<{ id: string }>; searchParams?: Promise<SearchParams> };

/** The course's own title ('Python para análise de dados | Cursos online'), read with the page's read. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations('Courses');
  const { id } = await params;
  const load = COURSE_ID_PATTERN.test(id) && (await verifyService('courses')) ? await loadCourse(id) : null;
  return { title: load?.kind === 'ok' ? t('course.metaTitle', { title: load.data.course.title }) : t('metaTitle') };
}

/** A course's page: what the course is (summary, syllabus, facts) before spending one of the year's enrolments, and 'Inscrever-se'. */
export default async function CoursePage({ params, searchParams }: Props) {
  const { id } = await params;
  if (!COURSE_ID_PATTERN.test(id)) notFound();
  const session = await verifyService('courses');
  if (!session) return <NotInBenefits {...await notInBenefitsView('courses')} />;
  const load = await loadCourse(id);
  if (!load) notFound();
  // The catalogue's search the customer came from (the card's link carries it), checked as the catalogue checks it.
  const from = parseCatalogueQuery((await searchParams) ?? {});
  return <CourseDetailsPage viewer={serviceViewer(session)} courseId={id} load={load} programUrl={courseProgram(session.listEcosystem, session.eco)} from={from} />;
}
