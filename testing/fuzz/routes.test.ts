/** @jest-environment node */
import { discoverRoutes, encodeComponent, handlersOf, pathOf, routeOf } from './routes';

describe('routeOf', () => {
  it('reads static, dynamic, catch-all and optional catch-all segments, and drops route groups', () => {
    expect(routeOf('app/api/logo/[id]/png/route.ts')).toEqual({
      file: 'app/api/logo/[id]/png/route.ts',
      pattern: '/api/logo/[id]/png',
      segments: [
        { kind: 'static', text: 'api' },
        { kind: 'static', text: 'logo' },
        { kind: 'dynamic', name: 'id' },
        { kind: 'static', text: 'png' },
      ],
    });
    expect(routeOf('app/api/(group)/docs/[...slug]/route.ts').pattern).toBe('/api/docs/[...slug]');
    expect(routeOf('app/api/files/[[...path]]/route.ts').segments.at(-1)).toEqual({ kind: 'catchAll', name: 'path', optional: true });
  });
});

describe('pathOf', () => {
  it('fills the segments, each percent-encoded, a catch-all with one segment per value', () => {
    expect(pathOf(routeOf('app/api/logo/[id]/svg/route.ts'), { id: '../a b/ç' })).toBe('/api/logo/..%2Fa%20b%2F%C3%A7/svg');
    expect(pathOf(routeOf('app/api/docs/[...slug]/route.ts'), { slug: ['a', '%'] })).toBe('/api/docs/a/%25');
    expect(pathOf(routeOf('app/api/files/[[...path]]/route.ts'), { path: [] })).toBe('/api/files');
  });

  it('sends a lone surrogate as U+FFFD, as a browser does', () => {
    expect(encodeComponent('\uD800')).toBe('%EF%BF%BD');
  });
});

describe('discovery', () => {
  it('finds this project’s route handlers and their methods', async () => {
    const routes = discoverRoutes();
    expect(routes.map((route) => route.pattern)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/health', '/api/legal/[key]']));
    const health = routes.find((route) => route.pattern === '/api/health')!;
    const found = handlersOf(health, { GET: () => new Response(), dynamic: 'force-dynamic', POST: 'not a function' });
    expect(found.map((handler) => handler.method)).toEqual(['GET']);
  });
});
