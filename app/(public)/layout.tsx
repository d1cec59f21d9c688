import type { ReactNode } from 'react';
import { PublicFrame } from '@/components/layout/PublicFrame';
import { HOME_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/**
 * The public pages as a visitor sees them, prerendered at build time (no session, no cookie read):
 * proxy.ts serves them with a hash-based CSP, and a customer with a live session their prerendered
 * logged-in variant (app/com-sessao). The home's and 'Fale Conosco''s texts are added here.
 */
export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <MoreTexts messages={clientMessages(HOME_TEXTS)}>
      <PublicFrame>{children}</PublicFrame>
    </MoreTexts>
  );
}
