import type { ReactNode } from 'react';
import { CustomerFrame } from '@/components/layout/CustomerFrame';
import { HOME_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/**
 * The public pages as a customer with a live session sees them, prerendered at build time like the
 * visitor's (no cookie read): proxy.ts rewrites `/` and `/perguntas-frequentes` here for a live
 * session and serves them with the hashes of their inline code; the header fills in the customer's
 * greeting and services after load. A direct visit is redirected to the public address. The home's
 * and 'Fale Conosco''s texts are added here.
 */
export default function SessionPublicLayout({ children }: { children: ReactNode }) {
  return (
    <MoreTexts messages={clientMessages(HOME_TEXTS)}>
      <CustomerFrame>{children}</CustomerFrame>
    </MoreTexts>
  );
}
