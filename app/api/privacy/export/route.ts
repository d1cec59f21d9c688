import { sessionGetHandler } from '@/lib/bff/handler';
import { fileReply, insurerFailure } from '@/lib/bff/replies';
import { exportFileName } from '@/lib/privacy/contract';
import { exportStream, readExport } from '@/lib/privacy/export';
import { consentQuerySchema } from '@/lib/validation/privacy';

/**
 * GET API.export?analytics=…[&analyticsAt=…] → the customer's data as one JSON attachment
 * (lib/privacy/export.ts), streamed, never cached. Every part is read before the first byte: a
 * failed read answers its ApiError (502/504 the connection error, 401 the session's end), no file.
 */
export const GET = sessionGetHandler(consentQuerySchema, async ({ body, session }) => {
  const read = await readExport(session, body);
  if (read.kind === 'failed') return insurerFailure(read.failure);
  return fileReply(exportStream(read.file), 'application/json; charset=utf-8', exportFileName(read.file.exportedAt));
});
