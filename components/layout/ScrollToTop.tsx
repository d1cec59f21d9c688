'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Every path change scrolls the window smoothly to the top (SPEC §2). */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
