import 'server-only';
import type { CircuitState } from 'cockatiel';
import type { z } from '@/lib/validation/z';
import { log, requestFields } from '@/lib/ops/log';
import { observeInsurerCall } from '@/lib/ops/metrics';
import { pageRequestId } from '@/lib/ops/page-request';
import { REQUEST_ID_HEADER } from '@/lib/ops/request-id';
import { REQUEST_ID_ATTRIBUTE, SpanKind, failSpan, inSpan, type Span } from '@/lib/ops/trace';
import { breakerStateName, insurerBreaker, isBrokenCircuit, retryAfterSec } from './breaker';
import { insurerConfig, type InsurerConfig } from './config';
import { InsurerCryptoError, decryptJson } from './crypto';
import { deadline } from './deadline';
import { exchange } from './transport';
import { SUCCESS_CODE, WIRE_HEADERS } from './wire-paths';
import { envelopeSchema, type WireEnvelope } from './wire-schemas';

/** Every outcome of an insurer call. Nothing else escapes the client: no exception, no raw body. */
export type InsurerResult<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'business'; code: string; message: string }
  /** retryAfterSec: the breaker is open and refused the call without trying; it tries again in that many seconds. */
  | { kind: 'network'; retryAfterSec?: number }
  | { kind: 'timeout' }
  | { kind: 'malformed' };

export type InsurerFailure = Exclude<InsurerResult<never>, { kind: 'ok' }>;

export type InsurerCall<T> = {
  method: 'GET' | 'POST';
  /** A path of WIRE_PATHS. */
  path: string;
  /** Segments appended to the path in order, URI-encoded. Logged by name only: they carry CPFs and codes. */
  params?: Readonly<Record<string, string>>;
  /** JSON body; fields the wire format encrypts are already encrypted by the caller. */
  body?: unknown;
  jwt?: string;
  userId?: string;
  /** The schema of the envelope's `data` on success. */
  data: z.ZodType<T>;
  /** Envelope codes meaning success (default '00'; code validation answers '105'). */
  successCodes?: readonly string[];
};

/** A timed-out call rejects with a DOMException named TimeoutError (checked by name: it may come from another realm). */
const isTimeout = (error: unknown) => typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';

/** The envelope of a body: plain JSON, or a JSON string holding the AES cipher of the envelope. Null when neither. */
function readEnvelope(body: string, passphrase: string): WireEnvelope | null {
  try {
    const value: unknown = JSON.parse(body);
    const parsed = envelopeSchema.safeParse(typeof value === 'string' ? decryptJson(value, passphrase) : value);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof InsurerCryptoError) return null;
    throw error;
  }
}

function interpret<T>(call: InsurerCall<T>, status: number, body: string, passphrase: string): InsurerResult<T> {
  // A redirect is not followed: the insurer answers where it is called.
  if (status >= 500 || (status >= 300 && status < 400)) return { kind: 'network' };
  const envelope = readEnvelope(body, passphrase);
  if (!envelope) return { kind: 'malformed' };
  // On an HTTP failure the insurer's error body is the answer (SPEC §7): a business refusal.
  if (status >= 300 || !(call.successCodes ?? [SUCCESS_CODE]).includes(envelope.code)) {
    return { kind: 'business', code: envelope.code, message: envelope.message };
  }
  const data = call.data.safeParse(envelope.data);
  return data.success ? { kind: 'ok', data: data.data } : { kind: 'malformed' };
}

/** The call as logs, metrics and traces name it: method and path, parameterised segments named, never shown (they carry CPFs and codes). */
const pathOf = (call: InsurerCall<unknown>) => call.path + Object.keys(call.params ?? {}).map((name) => `/:${name}`).join('');
const operationOf = (call: InsurerCall<unknown>) => `${call.method} ${pathOf(call)}`;

/** Outcomes that are the insurer's or the network's fault (a business refusal is an answer, not a failure). */
const FAILED_OUTCOMES = new Set(['network', 'timeout', 'malformed', 'breaker-open']);

/**
 * One line per call: operation, HTTP status, outcome kind (and the insurer's business code),
 * duration, the breaker's state after the call, and the request's id and support code (a page's
 * too: the logger's mixin sees only a route handler's); the same on the call's span and in its metric.
 */
function recordCall(span: Span, call: InsurerCall<unknown>, status: number | null, started: number, result: InsurerResult<unknown>, breakerOpen: boolean, breaker: CircuitState, requestId: string | undefined) {
  const operation = operationOf(call);
  const ms = performance.now() - started;
  const outcome = breakerOpen ? 'breaker-open' : result.kind;
  const insurerCode = result.kind === 'business' ? { insurerCode: result.code } : {};
  observeInsurerCall(operation, outcome, ms / 1000);
  log.info({ event: 'insurer.call', method: call.method, path: pathOf(call), status, ms: Math.round(ms), outcome, ...insurerCode, breaker: breakerStateName(breaker), ...requestFields(requestId) });
  span.setAttributes({ 'portal.insurer.outcome': outcome, 'portal.insurer.breaker': breakerStateName(breaker), ...(status === null ? {} : { 'http.response.status_code': status }), ...(result.kind === 'business' ? { 'portal.insurer.code': result.code } : {}) });
  if (FAILED_OUTCOMES.has(outcome)) failSpan(span, outcome);
}

/**
 * The one way to call the insurer: tenant-id and bearer headers, a timeout on every call
 * (INSURER_TIMEOUT_MS), decryption of string answers, zod validation, a typed result.
 * Behind a circuit breaker (lib/insurer/breaker.ts): while it is open the call fails at once as a
 * network failure, without reaching the insurer. Never retries (a POST is not idempotent upstream).
 */
export async function callInsurer<T>(call: InsurerCall<T>, config: InsurerConfig = insurerConfig()): Promise<InsurerResult<T>> {
  const requestId = await pageRequestId();
  const attributes = { 'portal.insurer.operation': operationOf(call), ...(requestId ? { [REQUEST_ID_ATTRIBUTE]: requestId } : {}) };
  return inSpan(`insurer ${operationOf(call)}`, SpanKind.CLIENT, attributes, (span) => timedCall(span, call, config, requestId));
}

async function timedCall<T>(span: Span, call: InsurerCall<T>, config: InsurerConfig, requestId: string | undefined): Promise<InsurerResult<T>> {
  const started = performance.now();
  const segments = Object.values(call.params ?? {}).map((value) => `/${encodeURIComponent(value)}`);
  const headers: Record<string, string> = { accept: 'application/json', [WIRE_HEADERS.tenant]: config.tenantId };
  if (call.body !== undefined) headers['content-type'] = 'application/json';
  if (call.jwt) headers.authorization = `Bearer ${call.jwt}`;
  if (call.userId !== undefined) headers[WIRE_HEADERS.userId] = call.userId;
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;

  let status: number | null = null;
  const attempt = async (): Promise<InsurerResult<T>> => {
    const timeout = deadline(config.timeoutMs);
    try {
      const answer = await exchange(`${config.baseUrl}${call.path}${segments.join('')}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: timeout.signal,
      });
      status = answer.status;
      return interpret(call, status, answer.body, config.passphrase);
    } catch (error) {
      return { kind: isTimeout(error) ? 'timeout' : 'network' };
    } finally {
      timeout.clear();
    }
  };

  const breaker = insurerBreaker({ baseUrl: config.baseUrl, failures: config.breakerFailures, openMs: config.breakerOpenMs });
  let result: InsurerResult<T>;
  let breakerOpen = false;
  try {
    result = await breaker.execute(attempt);
  } catch (error) {
    if (!isBrokenCircuit(error)) throw error;
    breakerOpen = true;
    // Half-open, it lets one call through at a time: the others may try again in a second.
    result = { kind: 'network', retryAfterSec: retryAfterSec(breaker) ?? 1 };
  }
  recordCall(span, call, status, started, result, breakerOpen, breaker.state, requestId);
  return result;
}

/** A result with its data mapped (an app view of the wire data); a failure passes through unchanged. */
export const mapOk = <A, B>(result: InsurerResult<A>, map: (data: A) => B): InsurerResult<B> =>
  result.kind === 'ok' ? { kind: 'ok', data: map(result.data) } : result;
