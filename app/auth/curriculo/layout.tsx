import type { ReactNode } from 'react';
import { CV_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of the CV builder (its steps, autosave, preview). */
export default function CvLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(CV_TEXTS)}>{children}</MoreTexts>;
}
