/** @jest-environment node */
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { startTracing, tracingWanted } from '@/lib/ops/tracing';
import { supportCodeOf } from '@/lib/ops/support-code';
import { DEMO_PASSWORD, WIRE_PATHS, browser, withSandbox } from '@/testing/bff-harness';
import { POST as login } from './auth/login/route';

const sandbox = withSandbox();
const exported = new InMemorySpanExporter();

beforeAll(() => startTracing({ exportTo: new SimpleSpanProcessor(exported) }));
beforeEach(() => exported.reset());

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;

describe('traces', () => {
  it('starts only when traces have somewhere to go', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  });

  it('shows one login: the handler span with the request id, a child span per insurer call, no personal data', async () => {
    const answer = await browser().post(login, '/api/auth/login', { document: '529.982.247-25', password: DEMO_PASSWORD });
    expect(answer.status).toBe(200);
    const requestId = answer.headers['x-request-id'];
    expect(requestId).toBeTruthy();

    const spans = exported.getFinishedSpans();
    const handler = spans.find((span) => span.name === 'BFF POST /api/auth/login');
    expect(handler).toBeDefined();
    expect(handler!.attributes).toMatchObject({
      'http.request.method': 'POST',
      'http.route': '/api/auth/login',
      'http.response.status_code': 200,
      'portal.request_id': requestId,
      'portal.support_code': supportCodeOf(requestId!),
    });

    const insurer = spans.filter((span) => span.name.startsWith('insurer '));
    expect(insurer.length).toBeGreaterThanOrEqual(1);
    for (const span of insurer) {
      expect(span.spanContext().traceId).toBe(handler!.spanContext().traceId);
      expect(parentOf(span)).toBe(handler!.spanContext().spanId);
      expect(span.attributes).toMatchObject({ 'portal.request_id': requestId, 'portal.insurer.outcome': 'ok', 'portal.insurer.breaker': 'closed', 'http.response.status_code': 200 });
      expect(span.attributes['portal.insurer.operation']).toBe(span.name.slice('insurer '.length));
    }
    // No fetch span: the insurer's paths carry CPFs and codes.
    expect(spans.map((span) => span.name).filter((name) => !name.startsWith('insurer ') && !name.startsWith('BFF '))).toEqual([]);
    const everything = JSON.stringify(spans.map((span) => ({ name: span.name, attributes: span.attributes, events: span.events })));
    expect(everything).not.toMatch(/529\.?982\.?247-?25|Beneficio@2026|eyJ/);
  });

  it('marks a failed insurer call and the 502 it became', async () => {
    const customer = browser();
    await sandbox.fault({ path: WIRE_PATHS.login, status: 500, times: 1 });
    const answer = await customer.post(login, '/api/auth/login', { document: '529.982.247-25', password: DEMO_PASSWORD });
    expect(answer.status).toBe(502);
    const spans = exported.getFinishedSpans();
    const handler = spans.find((span) => span.name === 'BFF POST /api/auth/login')!;
    expect(handler.status).toEqual({ code: 2, message: '502' });
    const failed = spans.find((span) => span.name.startsWith('insurer ') && span.attributes['portal.insurer.outcome'] === 'network');
    expect(failed?.status.code).toBe(2);
    expect(parentOf(failed!)).toBe(handler.spanContext().spanId);
  });

  it("drops the query string from a span's name and address (a reset link's token must not travel)", () => {
    trace.getTracer('test').startSpan('GET /actualizar-clave?token=secret-token', { attributes: { 'http.target': '/actualizar-clave?token=secret-token', 'url.query': 'token=secret-token' } }).end();
    const [span] = exported.getFinishedSpans();
    expect(span!.name).toBe('GET /actualizar-clave');
    expect(span!.attributes).toEqual({ 'http.target': '/actualizar-clave', 'url.query': '' });
  });
});
