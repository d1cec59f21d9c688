import type { ReactNode } from 'react';
import { SALARY_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of the salary form. */
export default function SalaryLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(SALARY_TEXTS)}>{children}</MoreTexts>;
}
