import type { ReactNode } from 'react';
import { JOBS_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of the job offers' apply button and leaving notice. */
export default function JobsLandingLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(JOBS_TEXTS)}>{children}</MoreTexts>;
}
