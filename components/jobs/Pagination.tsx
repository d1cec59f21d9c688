import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/cx';
import { pageWindow, searchHref } from '@/lib/jobs/links';
import type { JobFilters } from '@/lib/validation/jobs';

/** A page link's round shape (app/globals.css). */
const ITEM = 'page-item';
const LINK = `${ITEM} text-brand-700 underline-offset-4 hover:bg-brand-50 hover:underline`;

/** Previous, the pages around the current one (first and last always), next: links that keep the filters. */
export async function Pagination({ filters, totalPages }: { filters: JobFilters; totalPages: number }) {
  const t = await getTranslations('Jobs.pagination');
  const current = filters.pagina;
  if (totalPages <= 1) return null;
  const href = (page: number) => searchHref(filters, { pagina: page });
  return (
    <nav aria-label={t('label')}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {current > 1 && (
          <li>
            <Link href={href(current - 1)} rel="prev" className={LINK}>
              {t('previous')}
            </Link>
          </li>
        )}
        {pageWindow(current, totalPages).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={cx(ITEM, 'text-ink-muted')}>
              {t('gap')}
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                aria-current={page === current ? 'page' : undefined}
                className={page === current ? cx(ITEM, 'bg-brand-700 text-white') : LINK}
              >
                <span className="sr-only">{t('page')} </span>
                {page}
              </Link>
            </li>
          ),
        )}
        {current < totalPages && (
          <li>
            <Link href={href(current + 1)} rel="next" className={LINK}>
              {t('next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
