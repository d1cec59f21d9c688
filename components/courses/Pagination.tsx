import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CATALOGUE_PATH } from '@/lib/courses/paths';
import { catalogueSearch, visiblePages, type CatalogueQuery } from '@/lib/courses/filter';
import { RESULTS_ID } from './ids';

type Props = { query: CatalogueQuery; page: number; pages: number };

/**
 * The catalogue's result pages, as links that keep the search and filters (none when there is one
 * page): the first, the last and those around the current one. Rendered in CourseResults (a client
 * component); styled from its list (`.page-list`, app/globals.css), not by classes on each link.
 */
export function Pagination({ query, page, pages }: Props) {
  const t = useTranslations('Courses.catalogue');
  if (pages <= 1) return null;
  const href = (n: number) => `${CATALOGUE_PATH}${catalogueSearch(query, n)}#${RESULTS_ID}`;
  const shown = visiblePages(page, pages);
  return (
    <nav aria-label={t('pagination')} className="flex flex-col items-center gap-2">
      <p className="text-sm text-ink-muted">{t('pageStatus', { page, pages })}</p>
      <ul className="page-list">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} className="page-step">
              {t('previous')}
            </Link>
          </li>
        )}
        {shown.map((n, i) => (
          <li key={n}>
            {(shown[i - 1] ?? n - 1) < n - 1 && <span aria-hidden="true">…</span>}
            <Link href={href(n)} aria-label={t('pageLink', { page: n })} aria-current={n === page ? 'page' : undefined}>
              {n}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link href={href(page + 1)} className="page-step">
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
