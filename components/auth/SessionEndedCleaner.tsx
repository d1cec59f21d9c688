'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { SESSION_ENDED_COOKIE } from '@/lib/bff/protocol';

/**
 * When the server dropped a corrupt session cookie, clears the spec's local keys too (once). The
 * storage helpers load only then: every page has this, hardly any visit needs them.
 */
export function SessionEndedCleaner() {
  const pathname = usePathname();
  useEffect(() => {
    if (!document.cookie.split('; ').includes(`${SESSION_ENDED_COOKIE}=1`)) return;
    // The mark goes once the keys are gone: if the helpers fail to load (offline, a deploy), the
    // next page tries again while the mark lasts (a minute: proxy.ts).
    import('./storage').then(
      ({ clearSessionKeys }) => {
        clearSessionKeys();
        document.cookie = `${SESSION_ENDED_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
      },
      () => undefined,
    );
  }, [pathname]);
  return null;
}
