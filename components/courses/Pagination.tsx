'use client';

import Link from 'next/link';
import { CATALOGUE_PATH } from '@/lib/courses/paths';
import { catalogueSearch, type CatalogueQuery } from '@/lib/courses/filter';
import { RESULTS_ID } from './ids';

/** A page link's round shape (app/globals.css). */
const LINK = 'page-item';

export type PaginationTexts = {
  label: string;
  /** 'Página 1 de 6' */
  status: string;
  previous: string;
  next: string;
  /** The page links shown (the first, the last and those around the current one), each with its name ('Página 3'). */
  pageLinks: { page: number; name: string }[];
};

type Props = { query: CatalogueQuery; page: number; pages: number; texts: PaginationTexts };

/**
 * The catalogue's result pages, as links that keep the search and filters (none when there is one
 * page). A client component so the flight data carries the texts, not the links' element tree.
 */
export function Pagination({ query, page, pages, texts }: Props) {
  if (pages <= 1) return null;
  const href = (n: number) => `${CATALOGUE_PATH}${catalogueSearch(query, n)}#${RESULTS_ID}`;
  return (
    <nav aria-label={texts.label} className="flex flex-col items-center gap-2">
      <p className="text-sm text-ink-muted">{texts.status}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} className={`${LINK} text-brand-700 underline underline-offset-4`}>
              {texts.previous}
            </Link>
          </li>
        )}
        {texts.pageLinks.map(({ page: n, name }, i) => (
          <li key={n} className="flex items-center gap-2">
            {(texts.pageLinks[i - 1]?.page ?? n - 1) < n - 1 && <span aria-hidden="true">…</span>}
            <Link
              href={href(n)}
              aria-label={name}
              aria-current={n === page ? 'page' : undefined}
              className={n === page ? `${LINK} bg-brand-700 text-white` : `${LINK} text-brand-700 hover:bg-brand-50`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link href={href(page + 1)} className={`${LINK} text-brand-700 underline underline-offset-4`}>
              {texts.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
