'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { usePanels } from './PanelProvider';

const LOGIN_QUERY = 'login';

/** `?login=1` on any page (where the guard sends anonymous /auth visitors) opens the login panel, then leaves the URL. */
export function LoginQueryOpener() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const { openPanel } = usePanels();
  const requested = searchParams.get(LOGIN_QUERY) === '1';

  useEffect(() => {
    if (!requested) return;
    openPanel('login');
    const rest = new URLSearchParams(searchParams.toString());
    rest.delete(LOGIN_QUERY);
    const query = rest.toString();
    window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  }, [requested, searchParams, pathname, openPanel]);

  return null;
}
