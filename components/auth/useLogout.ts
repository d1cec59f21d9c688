'use client';

import { useCallback } from 'react';

/**
 * Sair (./logOut). Its code (the BFF client, the account flows' API paths, the storage helpers)
 * loads when it is clicked: every logged-in page's header has the button, hardly any visit uses it.
 * If that code cannot load (offline, a deploy), the page reloads as after a logout, still logged in.
 */
export function useLogout(): () => Promise<void> {
  return useCallback(
    () =>
      import('./logOut').then(
        ({ logOut }) => logOut(),
        () => window.location.reload(),
      ),
    [],
  );
}
