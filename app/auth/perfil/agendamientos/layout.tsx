import type { ReactNode } from 'react';
import { APPOINTMENTS_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of Meus Agendamentos: the cards, and the reschedule dialog's calendar. */
export default function AppointmentsLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(APPOINTMENTS_TEXTS)}>{children}</MoreTexts>;
}
