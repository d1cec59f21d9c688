import type { ReactNode } from 'react';
import { JOBS_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of the job offer's apply button and leaving notice (the results page needs none). */
export default function JobOffersLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(JOBS_TEXTS)}>{children}</MoreTexts>;
}
