/** @jest-environment node */
import { captureLogs } from './log';
import { withRequestId } from './request-context';
import { supportCodeOf } from './support-code';
import { logRequestError } from './page-error';

let lines: Record<string, unknown>[] = [];
let stop: () => void;
beforeEach(() => {
  lines = [];
  stop = captureLogs((line) => void lines.push(JSON.parse(line) as Record<string, unknown>));
});
afterEach(() => stop());

/** An error as React hands it to Next.js's onRequestError: with the digest the error page gets. */
const renderError = (digest: string) => Object.assign(new TypeError('Cannot read properties of undefined (reading "cpf") 529.982.247-25 ana@example.com'), { digest });
const request = (headers: Record<string, string>) => ({ path: '/auth/perfil?x=1', method: 'GET', headers });
const context = (routeType: 'render' | 'route' | 'action' | 'proxy', routePath = '/auth/perfil') =>
  ({ routerKind: 'App Router', routePath, routeType, renderSource: 'server-rendering', revalidateReason: undefined }) as const;

describe('logRequestError (instrumentation.ts onRequestError)', () => {
  it('writes one page.error line: route, type, the page request’s id, the error page’s support code, the error’s name only', () => {
    logRequestError(renderError('2918734560'), request({ 'x-request-id': 'page-req-1', cookie: 'portal=secret' }), context('render'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      event: 'page.error',
      route: '/auth/perfil',
      routeType: 'render',
      requestId: 'page-req-1',
      supportCode: supportCodeOf('2918734560'),
      error: 'TypeError',
    });
    const text = JSON.stringify(lines[0]);
    expect(text).not.toMatch(/Cannot read|529\.982|982\.247|ana@|secret|\?x=1/);
  });

  it('a route handler’s line takes the handler’s id, never a header the client sent', () => {
    logRequestError(renderError('1'), request({ 'x-request-id': 'client-sent' }), context('route', '/api/profile'));
    expect(lines[0]).toMatchObject({ event: 'page.error', routeType: 'route' });
    expect(lines[0]).not.toHaveProperty('requestId');
    withRequestId('handler-id', () => logRequestError(renderError('1'), request({ 'x-request-id': 'client-sent' }), context('route', '/api/profile')));
    expect(lines[1]).toMatchObject({ requestId: 'handler-id' });
  });

  it('without a digest or a safe id, no support code and no id; a thrown non-error is named by its type', () => {
    logRequestError('boom', request({ 'x-request-id': 'a b' }), context('render'));
    expect(lines[0]).toMatchObject({ event: 'page.error', error: 'string' });
    expect(lines[0]).not.toHaveProperty('supportCode');
    expect(lines[0]).not.toHaveProperty('requestId');
  });
});
