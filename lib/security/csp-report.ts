import 'server-only';
import { z } from '@/lib/validation/z';

/**
 * CSP violation reports (app/api/csp-report), in both forms browsers send: the Reporting API's
 * (`application/reports+json`, a list of reports, `csp-violation` ones with camelCase fields) and
 * the older `report-uri` one (`application/csp-report`, one `csp-report` with dashed fields). Only
 * what tells which rule blocked what is kept, and nothing personal: the blocked address's origin
 * (or its keyword: inline, eval, data…), the directive, and the page's path without its query.
 */

/** The largest report body read: one report is under 2 KiB; a browser batches a few. */
export const CSP_REPORT_MAX_BYTES = 8 * 1024;
export const CSP_REPORT_TYPES = ['application/reports+json', 'application/csp-report'] as const;

const text = z.string().max(4096).optional();

const modernReport = z.looseObject({
  type: z.string().max(64),
  body: z.looseObject({ documentURL: text, blockedURL: text, effectiveDirective: text, disposition: text }).optional(),
});
const legacyReport = z.looseObject({
  'csp-report': z.looseObject({ 'document-uri': text, 'blocked-uri': text, 'effective-directive': text, 'violated-directive': text, disposition: text }),
});

export const cspReportSchema = z.union([z.array(modernReport).min(1).max(20), legacyReport]);
export type CspReportBody = z.output<typeof cspReportSchema>;

/** One report as it is logged. */
export type CspViolation = { directive: string; blocked: string; page: string; disposition: string };

/** A URL's origin, or the keyword a browser reports instead of one ('inline', 'eval', 'data', …), or '' when neither. */
function blockedOf(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return url.origin !== 'null' ? url.origin : url.protocol.replace(/:$/, '');
  } catch {
    return /^[a-z-]{1,32}$/i.test(value) ? value.toLowerCase() : '';
  }
}

/** A page address as its path alone: no query, no fragment (they may hold a customer's data). */
function pathOf(value: string | undefined): string {
  if (!value) return '';
  try {
    return new URL(value).pathname.slice(0, 200);
  } catch {
    return '';
  }
}

const directiveOf = (value: string | undefined) => (value ?? '').split(' ')[0]!.slice(0, 64);
const dispositionOf = (value: string | undefined) => (value === 'report' ? 'report' : 'enforce');

/** The violations a report body tells (other report types, such as deprecations, are left out). */
export function cspViolations(body: CspReportBody): CspViolation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report'];
    return [
      {
        directive: directiveOf(report['effective-directive'] ?? report['violated-directive']),
        blocked: blockedOf(report['blocked-uri']),
        page: pathOf(report['document-uri']),
        disposition: dispositionOf(report.disposition),
      },
    ];
  }
  return body
    .filter((report) => report.type === 'csp-violation' && report.body)
    .map(({ body: report }) => ({
      directive: directiveOf(report!.effectiveDirective),
      blocked: blockedOf(report!.blockedURL),
      page: pathOf(report!.documentURL),
      disposition: dispositionOf(report!.disposition),
    }));
}
