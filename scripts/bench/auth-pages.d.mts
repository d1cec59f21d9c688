/** See auth-pages.mjs. */
export const AUTH_CUSTOMERS: Record<'employability' | 'selfEmployed', { name: string; document: string }>;
export const AUTH_PAGES: ReadonlyArray<{ key: string; path?: string; offerOf?: string; customer: 'employability' | 'selfEmployed'; scope: 'auth' | 'public' }>;
export function firstOfferPath(html: string): string | null;
export const SESSION_REFRESH_MS: number;
export function keptCookies(cookie: string | null, setCookies: string[]): string;
