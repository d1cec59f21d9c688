import { useTranslations } from 'next-intl';
import { PageLinks } from '@/components/ui/PageLinks';
import { pageLinksView } from '@/components/ui/page-links-view';
import { CATALOGUE_PATH } from '@/lib/courses/paths';
import { catalogueSearch, type CatalogueQuery } from '@/lib/courses/filter';
import { RESULTS_ID } from './ids';

type Props = { query: CatalogueQuery; page: number; pages: number };

/**
 * The catalogue's result pages (components/ui/PageLinks), as links that keep the search and
 * filters and lead back to the results; none when there is one page. Rendered in CourseResults (a
 * client component), so its view is made in the browser.
 */
export function Pagination({ query, page, pages }: Props) {
  const t = useTranslations('Pagination');
  const view = pageLinksView(t, page, pages, (n) => `${CATALOGUE_PATH}${catalogueSearch(query, n)}#${RESULTS_ID}`);
  return view && <PageLinks {...view} />;
}
