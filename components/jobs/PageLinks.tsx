'use client';

import Link from 'next/link';

/** A page link's round shape (app/globals.css). */
const ITEM = 'page-item';
const LINK = `${ITEM} page-link`;

/** The results' pager, its addresses and texts written on the server. */
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
 * Previous, the pages around the current one, next. A client component although it is only links:
 * from a small view, the flight data carries the addresses once instead of the links' element tree.
 */
export function PageLinks({ label, pageWord, gap, current, pages, previous, next }: PageLinksView) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {previous && (
          <li>
            <Link href={previous[1]} rel="prev" className={LINK}>
              {previous[0]}
            </Link>
          </li>
        )}
        {pages.map((entry, i) =>
          entry === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={`${ITEM} text-ink-muted`}>
              {gap}
            </li>
          ) : (
            <li key={entry[0]}>
              <Link href={entry[1]} aria-current={entry[0] === current ? 'page' : undefined} className={entry[0] === current ? `${ITEM} bg-brand-700 text-white` : LINK}>
                <span className="sr-only">{pageWord} </span>
                {entry[0]}
              </Link>
            </li>
          ),
        )}
        {next && (
          <li>
            <Link href={next[1]} rel="next" className={LINK}>
              {next[0]}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
