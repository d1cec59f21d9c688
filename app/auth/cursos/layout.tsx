import type { ReactNode } from 'react';
import { MY_COURSES_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of 'Meus cursos' (/auth/cursos redirects to the catalogue, which has its own). */
export default function MyCoursesLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(MY_COURSES_TEXTS)}>{children}</MoreTexts>;
}
