'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** How long a page that shows its heading late (streamed) is waited for. */
const HEADING_WAIT_MS = 5_000;

/** Focuses the main heading (`#conteudo h1`) without scrolling; false when the page has none (yet). */
function focusMainHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After every client-side navigation to another path (not on the first load, not when only the query
 * changes), the focus goes to the new page's main heading, so a keyboard or screen-reader user starts
 * there instead of at <body>; Next's route announcer says the new page's title meanwhile. A page
 * that placed the focus itself inside its main (the CV builder's sections) keeps it. Rendered after
 * the pages in the root layout, so it runs after their own effects.
 */
export function RouteFocus() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const main = document.getElementById('conteudo');
    if (!main) return;
    const active = document.activeElement;
    if (active && active !== document.body && main.contains(active)) return;
    if (focusMainHeading(main)) return;
    // The heading is not there yet (streamed): focus it as it comes, unless the focus moved meanwhile.
    const observer = new MutationObserver(() => {
      const now = document.activeElement;
      if (now && now !== document.body) observer.disconnect();
      else if (focusMainHeading(main)) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);

  return null;
}
