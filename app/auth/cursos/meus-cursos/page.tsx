import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyCourses } from '@/components/courses/MyCourses';
import { NotInBenefits } from '@/components/services/NotInBenefits';
import { verifyService } from '@/lib/session/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Courses');
  return { title: t('myCoursesMetaTitle') };
}

/** 'Meus cursos': the customer's course enrolments of this year. */
export default async function MyCoursesPage() {
  const session = await verifyService('courses');
  if (!session) return <NotInBenefits service="courses" />;
  return <MyCourses session={session} />;
}
