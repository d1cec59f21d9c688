'use client';

import { useCallback } from 'react';
import { useBffCall } from '@/components/ui/useBffCall';
import { API } from '@/lib/auth/contract';
import { clearLogoutKeys } from './storage';

/** Sair: destroys the session cookie, clears token, products, user and temp, and reloads the page. */
export function useLogout(): () => Promise<void> {
  // In the background: the page reloads whatever the answer, so there is nothing to show of it.
  const { send } = useBffCall();
  return useCallback(async () => {
    await send<unknown>(API.logout);
    clearLogoutKeys();
    window.location.reload();
  }, [send]);
}
