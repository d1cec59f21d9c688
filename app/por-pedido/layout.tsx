import type { ReactNode } from 'react';
import { SessionFrame } from '@/components/layout/SessionFrame';
import { HOME_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';
import { getHeaderView } from '@/lib/session/dal';

/**
 * The public pages rendered per request (with the CSP nonce), for a build without the prerendered
 * pages' hashes file only: proxy.ts then rewrites `/` and `/perguntas-frequentes` here for everyone,
 * the header read from this request's session. A direct visit is redirected to the public address.
 * The home's and 'Fale Conosco''s texts are added here.
 */
export default async function PerRequestPublicLayout({ children }: { children: ReactNode }) {
  return (
    <MoreTexts messages={clientMessages(HOME_TEXTS)}>
      <SessionFrame header={await getHeaderView()}>{children}</SessionFrame>
    </MoreTexts>
  );
}
