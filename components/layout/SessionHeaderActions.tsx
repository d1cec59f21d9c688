'use client';

import { useEffect, useState } from 'react';
import { requestJson } from '@/lib/bff/client';
import { SESSION_HEADER_PATH, type HeaderView } from '@/lib/session/header-view';
import { CustomerActions } from './CustomerActions';
import { HeaderNav } from './HeaderNav';

type Known = HeaderView | 'visitor';

/**
 * The actions of the logged-in header on a prerendered page (the same HTML for every customer): the
 * customer's greeting menu and 'Meus benefícios', read after load from SESSION_HEADER_PATH. Until
 * then the actions' place is kept empty (the header's height never changes, nothing focusable comes
 * and goes, and a logged-in customer is never offered the login). If the session ended in the
 * meantime (401), the visitor's actions.
 */
export function SessionHeaderActions() {
  const [known, setKnown] = useState<Known | null>(null);

  useEffect(() => {
    let current = true;
    void requestJson<HeaderView>('GET', SESSION_HEADER_PATH).then((result) => {
      if (!current) return;
      if (result.ok) setKnown(result.data);
      else if (result.status === 401) setKnown('visitor');
    });
    return () => {
      current = false;
    };
  }, []);

  if (known === 'visitor') return <HeaderNav />;
  if (known) return <CustomerActions {...known} />;
  return <div className="min-h-11" />;
}
