/** The indexable pages: their paths feed the sitemap and each page's canonical URL. */
export const PUBLIC_PAGES = {
  home: '/',
  faq: '/perguntas-frequentes',
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

/** Paths that search engines must not crawl (robots.txt). */
export const PRIVATE_PATHS = ['/auth', '/api'] as const;
