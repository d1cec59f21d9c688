import type { ReactNode } from 'react';
import { LOGO_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of the logo creator (brief form, editor, saved logos). */
export default function LogoLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(LOGO_TEXTS)}>{children}</MoreTexts>;
}
