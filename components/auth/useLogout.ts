'use client';

import { useCallback } from 'react';
import { postJson } from '@/lib/bff/client';
import { API } from '@/lib/auth/contract';
import { clearLogoutKeys } from './storage';

/** Sair: destroys the session cookie, clears token, products, user and temp, and reloads the page. */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    await postJson<unknown>(API.logout);
    clearLogoutKeys();
    window.location.reload();
  }, []);
}
