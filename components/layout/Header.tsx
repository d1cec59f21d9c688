import type { HeaderView } from '@/lib/session/header-view';
import { LoggedInHeader } from './LoggedInHeader';
import { VisitorHeader } from './VisitorHeader';

/**
 * The header of a page rendered per request: for a logged-in customer 'Meus benefícios' and the
 * account menu (`view`), else the visitor's. The prerendered public pages use VisitorHeader, or for
 * a customer CustomerHeader (the same actions, filled in after load); the logged-in area, which
 * never shows the visitor's, LoggedInFrame.
 */
export function Header({ view }: { view: HeaderView | null }) {
  return view ? <LoggedInHeader view={view} /> : <VisitorHeader />;
}
