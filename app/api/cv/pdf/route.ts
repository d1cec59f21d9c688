import type { CvPdfFile } from '@/lib/cv/contract';
import { sessionHandler } from '@/lib/bff/handler';
import { MESSAGES } from '@/lib/bff/messages';
import { failure, ok } from '@/lib/bff/replies';
import { pdfFileName, renderCvPdf } from '@/lib/cv/pdf/render';
import { spendAttempt } from '@/lib/limits/attempts';
import { log } from '@/lib/ops/log';
import { CV_BODY_MAX_BYTES, cvPdfSchema } from '@/lib/validation/cv';

/**
 * POST API.cvPdf {cv} → CvPdfFile: the CV on the customer's screen, complete (cvSchema: 422 with
 * the fields to fix otherwise), as an A4 PDF made here on the server. Per-customer limit (LIMITS.cvPdf).
 */
export const POST = sessionHandler(
  cvPdfSchema,
  async ({ body, session }) => {
    const refused = await spendAttempt(['cvPdf', session.identification]);
    if (refused) return refused;
    try {
      const { bytes, pages, ms } = await renderCvPdf(body.cv);
      log.info({ event: 'cv.pdf', pages, bytes: bytes.length, ms });
      return ok<CvPdfFile>({ fileName: pdfFileName(body.cv.personal.names), pdf: bytes.toString('base64'), pages });
    } catch (error) {
      log.error({ event: 'cv.pdf-failed', error: error instanceof Error ? error.name : typeof error });
      return failure(502, { error: 'upstream', message: MESSAGES.Cv.api.pdfFailed });
    }
  },
  { service: 'cv', maxBytes: CV_BODY_MAX_BYTES },
);
