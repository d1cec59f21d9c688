/** The indexable pages: their paths feed the sitemap and each page's canonical URL. */
export const PUBLIC_PAGES = {
  home: '/',
  faq: '/perguntas-frequentes',
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

/**
 * Where the public pages are rendered per request for a customer with a session (app/com-sessao):
 * proxy.ts rewrites to it (the address stays the public one) and redirects direct visits away.
 */
export const SESSION_VARIANT_PREFIX = '/com-sessao';

const PUBLIC_PATHS: readonly string[] = Object.values(PUBLIC_PAGES);

/** The per-request variant of a public page (`/` → `/com-sessao`), or null for any other path. */
export function sessionVariantOf(pathname: string): string | null {
  if (!PUBLIC_PATHS.includes(pathname)) return null;
  return pathname === '/' ? SESSION_VARIANT_PREFIX : `${SESSION_VARIANT_PREFIX}${pathname}`;
}

/** The public page of a per-request variant's path (`/com-sessao/perguntas-frequentes` → `/perguntas-frequentes`), or null. */
export function publicPageOf(pathname: string): string | null {
  if (pathname !== SESSION_VARIANT_PREFIX && !pathname.startsWith(`${SESSION_VARIANT_PREFIX}/`)) return null;
  const rest = pathname.slice(SESSION_VARIANT_PREFIX.length) || '/';
  return PUBLIC_PATHS.includes(rest) ? rest : '/';
}

/** Paths that search engines must not crawl (robots.txt). */
export const PRIVATE_PATHS = ['/auth', '/api', SESSION_VARIANT_PREFIX] as const;
