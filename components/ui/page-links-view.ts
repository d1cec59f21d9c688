import type { useTranslations } from 'next-intl';
import type { PageLinksView } from './PageLinks';

/** The page numbers a pager shows around `current`: the first, the last, two either side, gaps as null (a gap of one page shows that page). */
export function pageWindow(current: number, totalPages: number): (number | null)[] {
  const pages = new Set([1, totalPages, current - 2, current - 1, current, current + 1, current + 2].filter((page) => page >= 1 && page <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const window: (number | null)[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1) window.push(previous + 2 === page ? previous + 1 : null);
    window.push(page);
  });
  return window;
}

/** The translator of the 'Pagination' namespace: the server's (getTranslations) or the browser's (useTranslations). */
export type PagerTexts = ReturnType<typeof useTranslations<'Pagination'>>;

/**
 * A result list's pager (components/ui/PageLinks) for page `current` of `totalPages`, each page's
 * address from `href`; null when there is only one page.
 */
export function pageLinksView(t: PagerTexts, current: number, totalPages: number, href: (page: number) => string): PageLinksView | null {
  if (totalPages <= 1) return null;
  return {
    label: t('label'),
    pageWord: t('page'),
    gap: t('gap'),
    current,
    pages: pageWindow(current, totalPages).map((page) => (page === null ? null : [page, href(page)])),
    previous: current > 1 ? [t('previous'), href(current - 1)] : null,
    next: current < totalPages ? [t('next'), href(current + 1)] : null,
  };
}
