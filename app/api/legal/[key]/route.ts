import { LEGAL_KEYS, type LegalKey } from '@/lib/legal/contract';
import { jsonResponse } from '@/lib/bff/json-response';
import { legalText } from '@/lib/legal/texts';
import { MESSAGES } from '@/lib/bff/messages';
import { failure, insurerFailure, type Reply } from '@/lib/bff/replies';
import { getEnv } from '@/lib/env';

const isLegalKey = (key: string): key is LegalKey => (LEGAL_KEYS as readonly string[]).includes(key);

const uncached = (reply: Reply) => jsonResponse(reply.body, { status: reply.status });

/**
 * GET API.legal/{tyc|PolicyPrivacy} → LegalText: the title and markdown decoded on the server,
 * cached here and by the browser for LEGAL_CACHE_SECONDS. Another key → 404; failures are not cached.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string }> }): Promise<Response> {
  const { key } = await params;
  if (!isLegalKey(key)) return uncached(failure(404, { error: 'notFound', message: MESSAGES.Legal.notFound }));
  const result = await legalText(key);
  if (result.kind !== 'ok') return uncached(insurerFailure(result));
  return jsonResponse(result.data, {
    headers: { 'cache-control': `public, max-age=${getEnv().LEGAL_CACHE_SECONDS}` },
  });
}
