'use client';

import { useEffect } from 'react';
import { useConsent } from '@/components/consent/consentStore';
import { clickEvent } from './clickEvent';
import { PAGE_CONTROL } from './entry';
import { takeClicks, takeVisits } from './pageVisits';
import { dropClickEntries, flushUsability, logUsability } from './queue';

/** Queued entries are sent at least this often (and whenever the page is hidden or left: queue.ts). */
export const FLUSH_INTERVAL_MS = 15_000;

/**
 * Usability logging (SPEC §3, mounted once in the root layout), sent in batches as beacons:
 * - a page event for each page shown (noted by pageVisits.ts, those of earlier pages of the tab
 *   sent at once), and the login outcomes (logged by the login form): operations and security
 *   records, always kept;
 * - clicks on elements carrying data-control, data-page or data-extra (mouse position, window size,
 *   element): analytics, only while the visitor has accepted ('Aceitar'); withdrawing the consent
 *   stops them at once and drops the clicks not sent yet.
 */
export function UsabilityTracker() {
  const clicksAllowed = useConsent() === 'granted';

  useEffect(() => {
    const { earlier, release } = takeVisits((visit) => logUsability({ pagina: visit.pathname, control: PAGE_CONTROL }, visit));
    // Tracked clicks made with consent before the tracker came, on this page or on earlier ones.
    const early = takeClicks();
    for (const { event, visit } of early.clicks) logUsability(event, visit);
    if (earlier + early.earlier > 0) flushUsability();
    return () => {
      release();
      early.release();
    };
  }, []);

  useEffect(() => {
    if (!clicksAllowed) {
      dropClickEntries();
      return;
    }
    const onClick = (event: MouseEvent) => {
      const click = event.target instanceof Element ? clickEvent(event.target, event, window) : null;
      if (click) logUsability(click);
    };
    // Capture: a click is logged even when a handler stops its propagation.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [clicksAllowed]);

  // The queue itself sends what it holds when the page is hidden or left (queue.ts).
  useEffect(() => {
    const timer = window.setInterval(flushUsability, FLUSH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  return null;
}
