'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates, true once the page is interactive: a form renders
 * its no-JavaScript version first (the same HTML on both sides) and enhances itself afterwards.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
