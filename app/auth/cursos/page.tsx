import { redirect } from 'next/navigation';
import { CATALOGUE_PATH } from '@/lib/courses/paths';

/** /auth/cursos itself has nothing of its own: the catalogue. */
export default function CoursesIndexPage() {
  redirect(CATALOGUE_PATH);
}
