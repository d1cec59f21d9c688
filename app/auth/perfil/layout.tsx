import type { ReactNode } from 'react';
import { PROFILE_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of the profile's forms (phone, e-mail). */
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(PROFILE_TEXTS)}>{children}</MoreTexts>;
}
