import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { CATALOGUE_PATH } from '@/lib/courses/paths';
import { catalogueSearch, type CatalogueQuery, type Page } from '@/lib/courses/filter';

/** Where a page link lands: the results, not the top of the page. */
export const RESULTS_ID = 'cursos-resultados';

/** A page link's round shape (app/globals.css). */
const LINK = 'page-item';

/** The catalogue's result pages, as links that keep the search and filters. */
export async function Pagination({ query, page }: { query: CatalogueQuery; page: Page<unknown> }) {
  if (page.pages <= 1) return null;
  const t = await getTranslations('Courses.catalogue');
  const href = (n: number) => `${CATALOGUE_PATH}${catalogueSearch(query, n)}#${RESULTS_ID}`;
  const numbers = Array.from({ length: page.pages }, (_, i) => i + 1);
  return (
    <nav aria-label={t('pagination')} className="flex flex-col items-center gap-2">
      <p className="text-sm text-ink-muted">{t('pageStatus', { page: page.page, pages: page.pages })}</p>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page.page > 1 && (
          <li>
            <Link href={href(page.page - 1)} className={`${LINK} text-brand-700 underline underline-offset-4`}>
              {t('previous')}
            </Link>
          </li>
        )}
        {numbers.map((n) => (
          <li key={n}>
            <Link
              href={href(n)}
              aria-label={t('pageLink', { page: n })}
              aria-current={n === page.page ? 'page' : undefined}
              className={n === page.page ? `${LINK} bg-brand-700 text-white` : `${LINK} text-brand-700 hover:bg-brand-50`}
            >
              {n}
            </Link>
          </li>
        ))}
        {page.page < page.pages && (
          <li>
            <Link href={href(page.page + 1)} className={`${LINK} text-brand-700 underline underline-offset-4`}>
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
