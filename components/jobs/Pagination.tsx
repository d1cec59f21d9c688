import { getTranslations } from 'next-intl/server';
import { pageWindow, searchHref } from '@/lib/jobs/links';
import type { JobFilters } from '@/lib/validation/jobs';
import { PageLinks } from './PageLinks';

/** Previous, the pages around the current one (first and last always), next: links that keep the filters. */
export async function Pagination({ filters, totalPages }: { filters: JobFilters; totalPages: number }) {
  const t = await getTranslations('Jobs.pagination');
  const current = filters.pagina;
  if (totalPages <= 1) return null;
  const href = (page: number) => searchHref(filters, { pagina: page });
  return (
    <PageLinks
      label={t('label')}
      pageWord={t('page')}
      gap={t('gap')}
      current={current}
      pages={pageWindow(current, totalPages).map((page) => (page === null ? null : [page, href(page)]))}
      previous={current > 1 ? [t('previous'), href(current - 1)] : null}
      next={current < totalPages ? [t('next'), href(current + 1)] : null}
    />
  );
}
