import type { ReactNode } from 'react';
import { SessionFrame } from '@/components/layout/SessionFrame';
import { RECOVERY_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';
import { getHeaderView } from '@/lib/session/dal';

/** The forced password update: the recovery flow's texts. */
export default async function UpdatePasswordLayout({ children }: { children: ReactNode }) {
  return (
    <SessionFrame header={await getHeaderView()}>
      <MoreTexts messages={clientMessages(RECOVERY_TEXTS)}>{children}</MoreTexts>
    </SessionFrame>
  );
}
