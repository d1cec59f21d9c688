import type { ReactNode } from 'react';
import { SessionFrame } from '@/components/layout/SessionFrame';
import { HOME_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';

/**
 * The public pages for a customer with a session, rendered per request (with the CSP nonce). proxy.ts
 * rewrites `/` and `/perguntas-frequentes` here when the request carries a live session, so the
 * address stays the public one; a direct visit is redirected to it. The home's and 'Fale Conosco''s
 * texts are added here.
 */
export default function SessionPublicLayout({ children }: { children: ReactNode }) {
  return (
    <MoreTexts messages={clientMessages(HOME_TEXTS)}>
      <SessionFrame>{children}</SessionFrame>
    </MoreTexts>
  );
}
