/** See security-headers.mjs. */
export const CSP_REPORT_PATH: string;
export const CSP_REPORT_GROUP: string;
export const CSP_REPORT_DIRECTIVES: string;
export const BASE_CSP: string;
export const STATIC_PAGE_CSP: string;
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
