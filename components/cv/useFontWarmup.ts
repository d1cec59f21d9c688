'use client';

import { useEffect, type RefObject } from 'react';

/** The weights the preview draws with (regular text and bold names and titles). */
const WEIGHTS = ['400', '700'] as const;

/**
 * Fetches the preview's web fonts while the page is idle. The browser fetches a face only when text
 * is first drawn in it, which is usually the customer's first keystroke in a field the preview shows
 * in a weight not yet on screen; on a slow phone that keystroke's frame then waits for the font
 * (seconds at a 4× CPU slowdown). `font` is the CV's chosen font: a new choice warms its faces too.
 */
export function useFontWarmup(preview: RefObject<HTMLElement | null>, font: string) {
  useEffect(() => {
    if (!preview.current || !document.fonts) return;
    const warm = () => {
      // The page drawn now (the server's first, or the live one that replaced it).
      const element = preview.current?.querySelector('.cv-paper');
      if (!element) return;
      // The stack as the browser resolved it (next/font's generated family names included).
      const family = getComputedStyle(element).fontFamily;
      for (const weight of WEIGHTS) document.fonts.load(`${weight} 1em ${family}`).catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 1000);
    return () => clearTimeout(id);
  }, [preview, font]);
}
