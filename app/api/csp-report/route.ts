import { clientIp, reportHandler } from '@/lib/bff/handler';
import { noContent } from '@/lib/bff/replies';
import { spendAttempt } from '@/lib/limits/attempts';
import { log } from '@/lib/ops/log';
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_TYPES, cspReportSchema, cspViolations } from '@/lib/security/csp-report';

/**
 * POST /api/csp-report (every policy's `report-to`/`report-uri`, scripts/server/security-headers.mjs):
 * a browser's CSP violation reports → 204, one `csp.report` log line per violation with nothing
 * personal (lib/security/csp-report.ts). At most 8 KiB (413), 60 a minute per client address (429).
 */
export const POST = reportHandler(
  CSP_REPORT_TYPES,
  cspReportSchema,
  async ({ request, body }) => {
    const refused = await spendAttempt(['cspReport', clientIp(request)]);
    if (refused) return refused;
    for (const violation of cspViolations(body)) log.warn({ event: 'csp.report', ...violation });
    return noContent();
  },
  { maxBytes: CSP_REPORT_MAX_BYTES },
);
