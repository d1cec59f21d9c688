import { getTranslations } from 'next-intl/server';
import type { SessionView } from '@/lib/session/session-data';
import { headerView } from '@/lib/session/header-view';
import { CustomerActions } from './CustomerActions';
import { HeaderShell } from './HeaderShell';
import { VisitorHeader } from './VisitorHeader';

/**
 * The header of a page rendered per request: for a logged-in customer 'Meus benefícios' and the
 * account menu, else the visitor's. The prerendered public pages use VisitorHeader, or for a
 * customer CustomerHeader (the same actions, filled in after load).
 */
export async function Header({ session }: { session: SessionView | null }) {
  if (!session) return <VisitorHeader />;
  const tServices = await getTranslations('Home.services');
  return (
    <HeaderShell compactLogo>
      <CustomerActions {...headerView(session, (id) => tServices(`${id}.title`))} />
    </HeaderShell>
  );
}
