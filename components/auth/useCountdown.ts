'use client';

import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left until a deadline, ticking every second; `restart()` starts again from `seconds`. */
export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const tick = () => setRemaining(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds]);
  return { remaining, restart };
}

/** 120 → '02:00'. */
export function formatSeconds(total: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}
