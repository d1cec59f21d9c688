import type { ReactNode } from 'react';
import { DASHBOARD_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of Meu painel's one client part: the next appointment's join link and calendar menu. */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(DASHBOARD_TEXTS)}>{children}</MoreTexts>;
}
