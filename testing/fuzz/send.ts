/**
 * Sends one fuzz input to a route handler the way Next.js would call it: a real Request (URL with
 * the encoded segments and the query, the headers, the body bytes) and `{ params }` with the
 * decoded segments, as a browser of the harness (its cookies sent, its Set-Cookie kept).
 */
import { SITE, type browser } from '@/testing/bff-harness';
import type { FuzzInput } from './inputs';
import type { Observed } from './oracle';
import { pathOf, type DiscoveredHandler, type RouteParams } from './routes';

export type Browser = ReturnType<typeof browser>;

/** What Next.js passes: catch-all segments as arrays, an empty optional catch-all left out. */
const nextParams = (params: RouteParams): RouteParams => Object.fromEntries(Object.entries(params).filter(([, value]) => !(Array.isArray(value) && value.length === 0)));

export function requestOf(handler: DiscoveredHandler, input: FuzzInput, as: Browser): Request {
  const headers = new Headers();
  const cookies = as.cookieHeader() ? [as.cookieHeader()] : [];
  for (const [name, value] of input.headers) {
    if (name === 'cookie') cookies.push(value);
    else headers.append(name, value);
  }
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  const url = `${SITE}${pathOf(handler, input.params)}${input.query ? `?${input.query}` : ''}`;
  const body = bodyBytes(input);
  return new Request(url, { method: handler.method, headers, body: body ?? undefined });
}

/** The body as bytes (so the Request adds no Content-Type of its own), or null without one. */
export const bodyBytes = ({ body }: FuzzInput): Uint8Array<ArrayBuffer> | null =>
  body === null ? null : 'text' in body ? new TextEncoder().encode(body.text) : new Uint8Array(body.bytes);

/** The handler's answer to the input; a handler that throws (or rejects) is reported as such. */
export async function send(handler: DiscoveredHandler, input: FuzzInput, as: Browser): Promise<Observed> {
  const request = requestOf(handler, input, as);
  let response: Response;
  try {
    response = await handler.handler(request, { params: Promise.resolve(nextParams(input.params)) });
  } catch (error) {
    throw new Error(`the handler threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
  }
  as.keep(response);
  return { status: response.status, contentType: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}
