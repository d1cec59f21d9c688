'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { afterPageLoad } from '@/components/ui/afterPageLoad';

/** How long after the page's load event the tracker's code is fetched. */
const AFTER_LOAD_MS = 1000;

/**
 * The usability tracker (SPEC §3), loaded a moment after the page has loaded: nothing
 * on screen needs it, so its code stays out of what a page loads first (a plain import(), which Next
 * does not preload as it does next/dynamic's). Its first page event is logged then.
 */
export function UsabilityTrackerLoader() {
  const [Tracker, setTracker] = useState<ComponentType | null>(null);
  useEffect(() => {
    let cancelled = false;
    const cancel = afterPageLoad(AFTER_LOAD_MS, () =>
      void import('./UsabilityTracker').then(({ UsabilityTracker }) => {
        if (!cancelled) setTracker(() => UsabilityTracker);
      }),
    );
    return () => {
      cancelled = true;
      cancel();
    };
  }, []);
  return Tracker ? <Tracker /> : null;
}
