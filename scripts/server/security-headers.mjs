// The security headers of every answer, in one place: next.config.mjs sends them on everything
// Next.js serves, the edge (edge.mjs) and the overload guard on the answers they give themselves.
// Pages add their full Content-Security-Policy (lib/security/csp.ts, from proxy.ts); the logo's
// SVGs have their own (lib/logo/replies.ts).

/** Where browsers send CSP violation reports (app/api/csp-report): `report-to` by this name, `report-uri` for older ones. */
export const CSP_REPORT_PATH = '/api/csp-report';
export const CSP_REPORT_GROUP = 'csp';
export const CSP_REPORT_DIRECTIVES = `report-uri ${CSP_REPORT_PATH}; report-to ${CSP_REPORT_GROUP}`;

/** The policy of every answer that is not a page (pages get a fuller one, which browsers enforce too). */
export const BASE_CSP = `frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'; ${CSP_REPORT_DIRECTIVES}`;
/** A small page with no script, style or image, such as the edge's and the guard's refusals: nothing may load. */
export const STATIC_PAGE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Every answer's headers but the Content-Security-Policy (BASE_CSP, except where an answer has its own). */
export const SECURITY_HEADERS = Object.freeze({
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
});
