'use client';

import { useBffCall } from '@/components/ui/useBffCall';
import { SESSION_HEADER_PATH, type HeaderView } from '@/lib/session/header-view';
import { CustomerActions } from './CustomerActions';
import { HeaderNav } from './HeaderNav';

/**
 * The actions of the logged-in header on a prerendered page (the same HTML for every customer): the
 * customer's greeting menu and 'Meus benefícios', read after load from SESSION_HEADER_PATH. Until
 * then the actions' place is kept empty (the header's height never changes, nothing focusable comes
 * and goes, and a logged-in customer is never offered the login). If the session ended in the
 * meantime (401), the visitor's actions.
 */
export function SessionHeaderActions() {
  // No feedback rendered: until the read answers the place stays empty, and a failure other than a 401 leaves it so.
  const { load } = useBffCall<HeaderView>({ read: { path: SESSION_HEADER_PATH } });

  if (load.kind === 'failed' && load.problem === 'expired') return <HeaderNav />;
  if (load.kind === 'ready') return <CustomerActions {...load.data} />;
  return <div className="min-h-11" />;
}
