import { getTranslations } from 'next-intl/server';
import { PageLinks } from '@/components/ui/PageLinks';
import { pageLinksView } from '@/components/ui/page-links-view';
import { searchHref } from '@/lib/jobs/links';
import type { JobFilters } from '@/lib/validation/jobs';

/** The search's result pages (components/ui/PageLinks), as links that keep the filters; none when there is one page. */
export async function Pagination({ filters, totalPages }: { filters: JobFilters; totalPages: number }) {
  const t = await getTranslations('Pagination');
  const view = pageLinksView(t, filters.pagina, totalPages, (page) => searchHref(filters, { pagina: page }));
  return view && <PageLinks {...view} />;
}
