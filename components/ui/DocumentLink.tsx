import type { AnchorHTMLAttributes } from 'react';

/**
 * A link that loads the next page as a whole document (a plain <a>), for the links of the site's
 * frame and of the prerendered public pages: next/link's client code would otherwise be part of what
 * every public page loads first, for navigations between pages that are prerendered anyway.
 */
export function DocumentLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...props} />;
}
