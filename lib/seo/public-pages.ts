/** The indexable pages: their paths feed the sitemap and each page's canonical URL. */
export const PUBLIC_PAGES = {
  home: '/',
  faq: '/perguntas-frequentes',
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

/**
 * The other versions of the public pages, served at the public address by proxy.ts (a rewrite) and
 * never visited directly (a direct visit is redirected to the public address):
 * - `session`: prerendered like the visitor's, for a customer with a live session (app/com-sessao):
 *   the logged-in body (no CPF form or sign-up steps, the cards link to the services) and a header
 *   that fills in the greeting and 'Meus benefícios' after load (SESSION_HEADER_PATH);
 * - `perRequest`: rendered per request with a nonce (app/por-pedido), only for a build without the
 *   prerendered pages' hashes file (lib/security/static-csp.ts), for visitors and customers alike.
 */
export const VARIANT_PREFIXES = { session: '/com-sessao', perRequest: '/por-pedido' } as const;

export type PageVariant = keyof typeof VARIANT_PREFIXES;

const PUBLIC_PATHS: readonly string[] = Object.values(PUBLIC_PAGES);

/** True for the address of a public page (`/`, `/perguntas-frequentes`). */
export const isPublicPage = (pathname: string): boolean => PUBLIC_PATHS.includes(pathname);

/** The `variant` of a public page (`/` → `/com-sessao`), or null for any other path. */
export function variantOf(pathname: string, variant: PageVariant): string | null {
  if (!isPublicPage(pathname)) return null;
  const prefix = VARIANT_PREFIXES[variant];
  return pathname === '/' ? prefix : `${prefix}${pathname}`;
}

/**
 * The `session` variant of a public page for a customer in `ecosystem` (a home services tab): the
 * home has one per ecosystem (`/com-sessao/empregabilidade`, app/com-sessao/[ecosistema]), opened
 * on her tab with her services marked; without one, the plain `/com-sessao`.
 */
export function sessionVariantOf(pathname: string, ecosystem: string | null): string | null {
  const variant = variantOf(pathname, 'session');
  return pathname === '/' && variant !== null && ecosystem !== null ? `${variant}/${ecosystem}` : variant;
}

/** The public page of a variant's path (`/com-sessao/perguntas-frequentes` → `/perguntas-frequentes`), or null. */
export function publicPageOf(pathname: string): string | null {
  for (const prefix of Object.values(VARIANT_PREFIXES)) {
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue;
    const rest = pathname.slice(prefix.length) || '/';
    return PUBLIC_PATHS.includes(rest) ? rest : '/';
  }
  return null;
}

/** Paths that search engines must not crawl (robots.txt). */
export const PRIVATE_PATHS = ['/auth', '/api', ...Object.values(VARIANT_PREFIXES)] as const;
