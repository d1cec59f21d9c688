import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyCourses } from '@/components/courses/MyCourses';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { serviceViewer } from '@/lib/config/service-viewer';
import { loadYearEnrolments } from '@/lib/courses/load';
import { courseProgram } from '@/lib/courses/program';
import { verifyService } from '@/lib/session/dal';
import { notInBenefitsView } from '@/lib/session/not-in-benefits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Courses');
  return { title: t('myCoursesMetaTitle') };
}

/** 'Meus cursos': the customer's course enrolments of this year. */
export default async function MyCoursesPage() {
  const session = await verifyService('courses');
  if (!session) return <NotInBenefits {...await notInBenefitsView('courses')} />;
  const load = await loadYearEnrolments();
  return <MyCourses viewer={serviceViewer(session)} load={load} programUrl={courseProgram(session.listEcosystem, session.eco)} />;
}
