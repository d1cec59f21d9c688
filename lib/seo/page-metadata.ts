import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PUBLIC_PAGES, type PublicPage } from './public-pages';

/**
 * pt-BR title, description, canonical URL and Open Graph of a public page. Relative URLs resolve
 * against `metadataBase` (SITE_URL, set in the root layout). Open Graph is rebuilt whole here
 * because a page's `openGraph` replaces the layout's rather than merging with it.
 */
export async function pageMetadata(page: PublicPage): Promise<Metadata> {
  const t = await getTranslations('Seo');
  const siteName = (await getTranslations('Metadata'))('siteName');
  const title = t(`${page}.title`);
  const description = t(`${page}.description`);
  const path = PUBLIC_PAGES[page];
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', locale: 'pt_BR', siteName, title, description, url: path },
  };
}
