'use client';

import { useCallback, useRef } from 'react';

/**
 * Runs `task` unless a previous run is still going: the forms keep their submit button enabled (and
 * focused) during a call, so a second Enter must not send twice.
 */
export function useSingleFlight<A extends unknown[]>(task: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
  const running = useRef(false);
  return useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      try {
        await task(...args);
      } finally {
        running.current = false;
      }
    },
    [task],
  );
}
