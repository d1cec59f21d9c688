import type { ReactNode } from 'react';
import { COURSES_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of the courses' enrolment (button, allowance, partner link). */
export default function CoursesLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(COURSES_TEXTS)}>{children}</MoreTexts>;
}
