import { API } from '@/lib/auth/contract';
import { requestJson } from '@/lib/bff/client';
import { clearLogoutKeys } from './storage';

/**
 * Sair: destroys the session cookie, clears token, products, user and temp, and reloads the page.
 * In the background: the page reloads whatever the answer, so there is nothing to show of it.
 */
export async function logOut(): Promise<void> {
  await requestJson('POST', API.logout);
  clearLogoutKeys();
  window.location.reload();
}
