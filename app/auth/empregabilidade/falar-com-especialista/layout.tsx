import type { ReactNode } from 'react';
import { BOOKING_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/** The texts of the booking form (calendar, slots, note). */
export default function SpecialistBookingLayout({ children }: { children: ReactNode }) {
  return <MoreTexts messages={clientMessages(BOOKING_TEXTS)}>{children}</MoreTexts>;
}
