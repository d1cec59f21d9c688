'use client';

import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import type { LoginResult } from '@/lib/auth/contract';
import { usePanels } from './PanelProvider';

/**
 * Finishes a login (also after sign-up, recovery or the ecosystem choice): closes the panel,
 * goes to the result's landing page (or `fallback`), and refreshes the server components so the
 * header shows the greeting. The ecosystem choice must be handled before calling it.
 */
export function useCompleteLogin(fallback?: string): (result: LoginResult) => void {
  const router = useRouter();
  const { closePanel } = usePanels();
  return useCallback(
    (result: LoginResult) => {
      closePanel();
      const target = result.redirectTo ?? fallback;
      if (target) router.push(target);
      router.refresh();
    },
    [router, closePanel, fallback],
  );
}
