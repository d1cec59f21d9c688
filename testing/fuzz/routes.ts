/**
 * Route discovery for the fuzz suite: every `app/api/**\/route.ts` and the HTTP methods it exports,
 * so a new route handler is fuzzed without anyone touching the fuzz tests.
 */
import { globSync } from 'node:fs';
import path from 'node:path';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A segment of a route's URL: fixed text, `[name]`, `[...name]` or `[[...name]]`. */
export type Segment = { kind: 'static'; text: string } | { kind: 'dynamic'; name: string } | { kind: 'catchAll'; name: string; optional: boolean };

export type RouteFile = {
  /** Relative to the project, e.g. `app/api/logo/[id]/png/route.ts`. */
  file: string;
  /** The route as Next.js names it, e.g. `/api/logo/[id]/png`. */
  pattern: string;
  segments: Segment[];
};

export type RouteContext = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response> | Response;

export type DiscoveredHandler = RouteFile & { method: HttpMethod; handler: RouteHandler };

function segmentOf(text: string): Segment | null {
  // Route groups `(name)` and parallel slots `@name` are not part of the URL.
  if (/^\(.*\)$/.test(text) || text.startsWith('@')) return null;
  const optional = /^\[\[\.\.\.(.+)\]\]$/.exec(text);
  if (optional) return { kind: 'catchAll', name: optional[1]!, optional: true };
  const catchAll = /^\[\.\.\.(.+)\]$/.exec(text);
  if (catchAll) return { kind: 'catchAll', name: catchAll[1]!, optional: false };
  const dynamic = /^\[(.+)\]$/.exec(text);
  if (dynamic) return { kind: 'dynamic', name: dynamic[1]! };
  return { kind: 'static', text };
}

/** The route of one `route.ts` file (its path under `app/`). */
export function routeOf(file: string): RouteFile {
  const parts = file.split(/[\\/]/).slice(1, -1); // drop `app` and `route.ts`
  const segments = parts.map(segmentOf).filter((segment): segment is Segment => segment !== null);
  const pattern = `/${segments.map((s) => (s.kind === 'static' ? s.text : s.kind === 'dynamic' ? `[${s.name}]` : s.optional ? `[[...${s.name}]]` : `[...${s.name}]`)).join('/')}`;
  return { file, pattern, segments };
}

/** Every API route file of the project, sorted. */
export function discoverRoutes(root = process.cwd()): RouteFile[] {
  return globSync('app/api/**/route.{ts,tsx,js,mjs}', { cwd: root })
    .map((file) => file.split(path.sep).join('/'))
    .sort()
    .map(routeOf);
}

/** The handlers a route module exports (GET, POST, PUT, PATCH, DELETE). */
export function handlersOf(route: RouteFile, module: Record<string, unknown>): DiscoveredHandler[] {
  return HTTP_METHODS.filter((method) => typeof module[method] === 'function').map((method) => ({
    ...route,
    method,
    handler: module[method] as RouteHandler,
  }));
}

/** The route's dynamic segments as Next.js passes them (catch-all segments as arrays). */
export type RouteParams = Record<string, string | string[]>;

/** Percent-encodes a path or query component (a lone surrogate becomes U+FFFD, as a browser sends it). */
export const encodeComponent = (value: string): string => encodeURIComponent(value.toWellFormed());

/** The URL path of a route with its dynamic segments filled (each value percent-encoded). */
export function pathOf(route: RouteFile, params: RouteParams): string {
  const parts: string[] = [];
  for (const segment of route.segments) {
    if (segment.kind === 'static') parts.push(segment.text);
    else {
      const value = params[segment.name];
      const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
      parts.push(...values.map(encodeComponent));
    }
  }
  return `/${parts.join('/')}`;
}
