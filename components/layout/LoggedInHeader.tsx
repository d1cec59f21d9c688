import type { HeaderView } from '@/lib/session/header-view';
import { CustomerActions } from './CustomerActions';
import { HeaderShell } from './HeaderShell';

/**
 * The header of a page rendered per request for a customer: 'Meus benefícios' and the account menu
 * of `view`; without one (no session), the header without actions.
 */
export function LoggedInHeader({ view }: { view: HeaderView | null }) {
  return <HeaderShell compactLogo>{view && <CustomerActions {...view} />}</HeaderShell>;
}
