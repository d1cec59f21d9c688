import { supportCodeOf } from '@/lib/ops/support-code';
import { CAPTCHA_HEADER, type ApiError } from './protocol';

/**
 * What every BFF call resolves to: the DTO, or the HTTP status and the ApiError (status 0: no
 * answer). A failed answer carries the support code of its X-Request-Id (lib/ops/support-code.ts),
 * for the dialog that shows the failure; none when nothing answered.
 */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ApiError; supportCode?: string };

/** The header every BFF handler echoes its request id in (lib/bff/handler.ts). */
const REQUEST_ID_HEADER = 'X-Request-Id';

const NO_ANSWER: ApiError = { error: 'upstream', message: '' };

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).error === 'string';
}

/** The support code of a failed answer, from the request id its handler echoed; none without one (e.g. a proxy's own page). */
export function supportCodeIn(response: Response): string | undefined {
  // Read defensively: a stand-in Response (tests, polyfills) may have no headers.
  const requestId = (response.headers as Headers | undefined)?.get(REQUEST_ID_HEADER);
  return requestId ? supportCodeOf(requestId) : undefined;
}

/** A failed answer: the route's ApiError (NO_ANSWER when its body is not one) and the support code of its request id. */
function failedAnswer(response: Response, payload: unknown): Extract<ApiResult<never>, { ok: false }> {
  const failed = { ok: false, status: response.status, error: isApiError(payload) ? payload : NO_ANSWER } as const;
  const supportCode = supportCodeIn(response);
  return supportCode ? { ...failed, supportCode } : failed;
}

/**
 * The captcha tokens of a submission. The captcha's code comes with the first submission that needs
 * it (login, sign-up, recovery), not with every page that calls the BFF; if it cannot be loaded, no
 * tokens, as when the provider fails (the route then refuses with a pt-BR message).
 */
async function submissionTokens(path: string, count: number): Promise<string[]> {
  try {
    const { captchaTokens } = await import('@/lib/captcha-client');
    return await captchaTokens(path.replace(/^\/api\//, '').replace(/\W+/g, '_'), count);
  } catch {
    return [];
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  cache?: RequestCache;
  /** How many invisible-captcha tokens the submission carries (0: none). */
  captchaTokens?: number;
};

/**
 * Calls one of the BFF routes (API.*), same-origin, and never throws: a network failure or an
 * unreadable answer becomes `{ error: 'upstream' }`. `body` is sent as JSON (not with GET); a Blob
 * (a JSON file the customer chose) is sent as it is, for the route to read and refuse by its own size.
 * A submission with `captchaTokens` carries that many fresh invisible-captcha tokens when a provider is
 * configured (lib/auth/contract.ts CAPTCHA_TOKENS).
 */
export async function requestJson<T>(
  method: HttpMethod,
  path: string,
  body: unknown = {},
  { cache = 'no-store', captchaTokens: count = 0 }: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['Content-Type'] = 'application/json';
  // No await without tokens to get: the request starts at once (a save on leaving a page must).
  const tokens = count > 0 ? await submissionTokens(path, count) : [];
  if (tokens.length > 0) headers[CAPTCHA_HEADER] = tokens.join(',');
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: method === 'GET' ? undefined : body instanceof Blob ? body : JSON.stringify(body),
      credentials: 'same-origin',
      cache,
    });
    const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    return response.ok ? { ok: true, data: payload as T } : failedAnswer(response, payload);
  } catch {
    // No answer, or one that is not a response at all.
    return { ok: false, status: 0, error: NO_ANSWER };
  }
}

/** A file a BFF route answered with, and the name its Content-Disposition gives it ('download' without one). */
export type DownloadedFile = { blob: Blob; filename: string };

/**
 * GETs a file from one of the BFF routes, and never throws: the file, or the same failure as
 * requestJson (the route's ApiError, with the support code of its answer; status 0: no answer).
 */
export async function requestFile(path: string, { fallbackName = 'download' }: { fallbackName?: string } = {}): Promise<ApiResult<DownloadedFile>> {
  try {
    const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store' });
    if (response.ok) {
      const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
      return { ok: true, data: { blob: await response.blob(), filename } };
    }
    return failedAnswer(response, await response.json().catch(() => undefined));
  } catch {
    return { ok: false, status: 0, error: NO_ANSWER };
  }
}

/** True when the insurer could not be reached or answered too late, or the portal is refusing load for a moment: show 'Erro na conexão'. */
export function isConnectionError(error: ApiError): boolean {
  return error.error === 'upstream' || error.error === 'timeout' || error.error === 'unavailable' || error.error === 'overloaded';
}

/**
 * What a page shows of a read: the data, or why it failed: 'connection' (502/504/no answer),
 * 'expired' (401) or 'refused' (another ApiError, `message` in pt-BR). The server seeds a page with
 * one (lib/booking/load.ts), the client reads again into one (useBffCall's `read`).
 */
export type Load<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'failed'; problem: 'connection' | 'expired' | 'refused'; message: string; supportCode?: string };

export type LoadFailed = Extract<Load<unknown>, { kind: 'failed' }>;

/** A page's server read that got no usable answer (the connection error), with the page request's support code. */
export type Unavailable = { kind: 'unavailable'; supportCode?: string };

/** LoadFailure's `failure` for an Unavailable read: the page's own words (no dialog), with the support code. */
export const unavailableFailure = ({ supportCode }: Unavailable): Pick<LoadFailed, 'problem' | 'supportCode'> | undefined =>
  supportCode ? { problem: 'refused', supportCode } : undefined;

/** A read's result as what the page shows. */
export function loadOf<T>(result: ApiResult<T>): Exclude<Load<T>, { kind: 'loading' }> {
  if (result.ok) return { kind: 'ready', data: result.data };
  const problem = isConnectionError(result.error) ? 'connection' : result.status === 401 ? 'expired' : 'refused';
  const failed = { kind: 'failed', problem, message: result.error.message } as const;
  return result.supportCode ? { ...failed, supportCode: result.supportCode } : failed;
}
