'use client';

import { useEffect, useState } from 'react';

/** How often time-dependent views (the join link, upcoming vs past) look at the clock again. */
export const NOW_INTERVAL_MS = 5_000;

/**
 * The browser's current time (Date.now()), refreshed every few seconds: the join link opens and
 * closes on time without a reload, and a test's clock (Playwright's page.clock) drives it.
 */
export function useNow(intervalMs: number = NOW_INTERVAL_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
