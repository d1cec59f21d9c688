'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import { afterPageLoad } from '@/components/ui/afterPageLoad';
import { onPageHidden } from '@/components/ui/onPageHidden';
import { useConsent } from '@/components/consent/consentStore';
import { dropEarlyClicks, noteClick, noteVisit, stashForNextPage } from './pageVisits';

/** How long after the page's load event the tracker's code is fetched. */
const AFTER_LOAD_MS = 1000;

/**
 * The usability tracker (SPEC §3), loaded a moment after the page has loaded: nothing on screen
 * needs it, so its code stays out of what a page loads first (a plain import(), which Next does not
 * preload as it does next/dynamic's). Meanwhile every page shown, and every tracked click made
 * with consent, is noted at once (pageVisits.ts) and stashed in the tab's sessionStorage when the
 * page is hidden or left before the tracker came; the tracker logs them when it comes.
 */
export function UsabilityTrackerLoader() {
  const pathname = usePathname();
  const consent = useConsent();
  const [Tracker, setTracker] = useState<ComponentType | null>(null);

  useEffect(() => {
    noteVisit();
  }, [pathname]);

  // Withdrawn (or refused) before the tracker came: the clicks noted so far go, stashed ones too.
  useEffect(() => {
    if (consent === 'denied' || consent === 'unset') dropEarlyClicks();
  }, [consent]);

  useEffect(() => {
    let cancelled = false;
    const cancel = afterPageLoad(AFTER_LOAD_MS, () =>
      void import('./UsabilityTracker').then(({ UsabilityTracker }) => {
        if (!cancelled) setTracker(() => UsabilityTracker);
      }),
    );
    const stopStashing = onPageHidden(stashForNextPage);
    document.addEventListener('click', noteClick, true);
    return () => {
      cancelled = true;
      cancel();
      stopStashing();
      document.removeEventListener('click', noteClick, true);
    };
  }, []);

  return Tracker ? <Tracker /> : null;
}
