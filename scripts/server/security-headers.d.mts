/** See security-headers.mjs. */
export const BASE_CSP: string;
export const STATIC_PAGE_CSP: string;
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
