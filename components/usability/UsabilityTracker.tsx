'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { PAGE_CONTROL, clickEvent } from './entry';
import { flushUsability, logUsability } from './queue';

/** Queued entries are sent at least this often, and whenever the page is hidden or left. */
export const FLUSH_INTERVAL_MS = 15_000;

/**
 * Usability logging (SPEC §3, mounted once in the root layout): a page event on each path change,
 * and clicks on elements carrying data-control, data-page or data-extra; sent in batches as beacons.
 */
export function UsabilityTracker() {
  const pathname = usePathname();

  useEffect(() => {
    logUsability({ pagina: pathname, control: PAGE_CONTROL });
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const click = event.target instanceof Element ? clickEvent(event.target, event, window) : null;
      if (click) logUsability(click);
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flushUsability();
    };
    // Capture: a click is logged even when a handler stops its propagation.
    document.addEventListener('click', onClick, true);
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', flushUsability);
    const timer = window.setInterval(flushUsability, FLUSH_INTERVAL_MS);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', flushUsability);
      window.clearInterval(timer);
    };
  }, []);

  return null;
}
