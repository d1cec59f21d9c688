'use client';

import Link from 'next/link';

/** A result list's pager, its addresses and texts written by its page (pageLinksView). */
export type PageLinksView = {
  label: string;
  /** 'Página', read before each number. */
  pageWord: string;
  /** The gap's mark. */
  gap: string;
  current: number;
  /** The pages around the current one ([number, address]), null for a gap. */
  pages: ([number, string] | null)[];
  previous: [string, string] | null;
  next: [string, string] | null;
};

/**
 * The pager of every result list (the job search, the course catalogue): previous, the pages
 * around the current one, next; where the list stands ('Página 2 de 64') is said by its heading.
 * A client component although it is only links: from a small view, the flight data carries the
 * addresses once instead of the links' element tree. Styled from its list (`.page-list`, app/globals.css).
 */
export function PageLinks({ label, pageWord, gap, current, pages, previous, next }: PageLinksView) {
  return (
    <nav aria-label={label}>
      <ul className="page-list">
        {previous && (
          <li>
            <Link href={previous[1]} rel="prev" className="page-step">
              {previous[0]}
            </Link>
          </li>
        )}
        {pages.map((entry, i) =>
          entry === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="page-item text-ink-muted">
              {gap}
            </li>
          ) : (
            <li key={entry[0]}>
              <Link href={entry[1]} aria-current={entry[0] === current ? 'page' : undefined}>
                <span className="sr-only">{pageWord} </span>
                {entry[0]}
              </Link>
            </li>
          ),
        )}
        {next && (
          <li>
            <Link href={next[1]} rel="next" className="page-step">
              {next[0]}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
