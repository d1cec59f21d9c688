import 'server-only';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type Span, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/**
 * OpenTelemetry for the Node server, started by instrumentation.ts only when traces
 * have somewhere to go: OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), OTLP
 * over HTTP, with the standard OTEL_* variables for headers, sampling and the service name.
 * Otherwise nothing is registered: the spans of Next.js and of lib/ops/trace.ts are OpenTelemetry's
 * no-op, nothing recorded.
 *
 * What leaves the server: Next's spans of each request and page (their addresses without the query
 * string: a reset link's token or a search must not travel), the portal's spans (lib/ops/trace.ts),
 * and no fetch span (Next's name the full address, and the insurer's paths carry CPFs and codes: its
 * calls have their own span, named by operation).
 */
export const SERVICE_NAME = 'portal-de-beneficios';

export function tracingWanted(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** Attributes that hold a request's address (old and new semantic conventions, and Next's own). */
const ADDRESS_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'next.url'];

const withoutQuery = (value: string) => value.split('?')[0]!;

/** Drops the query string from every span's name and address attributes as it starts. */
export const queryRedactor: SpanProcessor = {
  onStart(span: Span) {
    if (span.name.includes('?')) span.updateName(withoutQuery(span.name));
    for (const name of ADDRESS_ATTRIBUTES) {
      const value = span.attributes[name];
      if (typeof value === 'string' && value.includes('?')) span.setAttribute(name, withoutQuery(value));
    }
    if (span.attributes['url.query'] !== undefined) span.setAttribute('url.query', '');
  },
  onEnd: () => undefined,
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/**
 * Registers the tracer provider (with the async-context manager and the W3C trace-context
 * propagator) and flushes it on shutdown. `exportTo` replaces the OTLP exporter (the tests' in-memory one).
 */
export function startTracing({ exportTo }: { exportTo?: SpanProcessor } = {}): NodeTracerProvider {
  // Next.js's own fetch spans carry the full address: off (lib/ops/trace.ts has the insurer's span).
  process.env.NEXT_OTEL_FETCH_DISABLED = '1';
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || SERVICE_NAME }),
    spanProcessors: [queryRedactor, exportTo ?? new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void provider.shutdown());
  return provider;
}
