import type { HeaderView } from '@/lib/session/header-view';
import { CustomerActions } from './CustomerActions';
import { HeaderShell } from './HeaderShell';
import { VisitorHeader } from './VisitorHeader';

/**
 * The header of a page rendered per request: for a logged-in customer 'Meus benefícios' and the
 * account menu (`view`), else the visitor's. The prerendered public pages use VisitorHeader, or for
 * a customer CustomerHeader (the same actions, filled in after load).
 */
export function Header({ view }: { view: HeaderView | null }) {
  if (!view) return <VisitorHeader />;
  return (
    <HeaderShell compactLogo>
      <CustomerActions {...view} />
    </HeaderShell>
  );
}
