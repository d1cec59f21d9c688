/**
 * The answers below this size go uncompressed: the compression middleware's own default threshold
 * (1 KB), which Next.js never lets it apply (see jsonResponse).
 */
export const COMPRESSION_MIN_BYTES = 1024;

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * A JSON answer of a route handler (`cache-control: no-store` unless `headers` says otherwise).
 *
 * Next.js's server gzips every answer whose client accepts it, whatever its size: it drops the
 * Content-Length a handler sets, so its compression middleware never sees a size to compare with
 * its 1 KB threshold. For a small answer (a login refusal, a validation error) the deflate
 * stream costs more than the bytes it saves (CPU on every answer, a longer tail), and each
 * stream's native buffers (256 KB by zlib's own formula) bring the next full GC closer. So an answer below COMPRESSION_MIN_BYTES carries `Cache-Control: no-transform`,
 * which the middleware honours (and which tells any proxy to leave the body as it is).
 */
export function jsonResponse(body: unknown, { status = 200, headers }: { status?: number; headers?: HeadersInit } = {}): Response {
  const text = JSON.stringify(body);
  const merged = new Headers(headers);
  merged.set('content-type', 'application/json');
  const cacheControl = merged.get('cache-control') ?? 'no-store';
  const small = Buffer.byteLength(text) < COMPRESSION_MIN_BYTES;
  merged.set('cache-control', small && !NO_TRANSFORM.test(cacheControl) ? `${cacheControl}, no-transform` : cacheControl);
  return new Response(text, { status, headers: merged });
}
