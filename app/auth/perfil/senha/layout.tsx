import type { ReactNode } from 'react';
import { PASSWORD_CHANGE_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of the password change form. */
export default function PasswordChangeLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(PASSWORD_CHANGE_TEXTS)}>{children}</MoreTexts>;
}
