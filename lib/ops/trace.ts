import 'server-only';
import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * The portal's own spans: one per route handler (lib/bff/handler.ts) and one child per
 * insurer call (lib/insurer/request.ts), under the spans Next.js makes for every request and page.
 * Without a registered tracer provider (lib/ops/tracing.ts: no OTLP endpoint) this is
 * OpenTelemetry's no-op: nothing recorded, nothing exported. Attributes are names, routes, ids and
 * outcomes: never a value a customer typed.
 */
const tracer = trace.getTracer('portal-de-beneficios');

export { SpanKind };
export type { Span };

export { REQUEST_ID_ATTRIBUTE, SUPPORT_CODE_ATTRIBUTE } from './request-id';

/** Runs `fn` inside the span `name` (the active one for what it calls), ended when `fn` settles; a throw marks it failed, by name only. */
export function inSpan<T>(name: string, kind: SpanKind, attributes: Attributes, fn: (span: Span) => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await fn(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : typeof error });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Marks a span failed with a short reason (an outcome kind or a status class, never a message). */
export const failSpan = (span: Span, reason: string) => span.setStatus({ code: SpanStatusCode.ERROR, message: reason });
