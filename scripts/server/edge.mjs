// What the portal decides about a request before Next.js (and the overload guard) see it:
// - its client's address (client-address.mjs): the socket's, or TRUST_PROXY's hops from the right;
// - TRACE and TRACK are refused (405 with Allow): nothing here echoes a request, and Next.js would
//   answer them with a bare 500 and a stack trace;
// - a path with a bad percent escape (`/%E0%A4%A`, `/auth/%`) is refused (400): it names no page,
//   and Next.js would fail on it with a bare 500.
// Both refusals carry every answer's security headers (security-headers.mjs) and a short pt-BR text.
import { settleClientAddress } from './client-address.mjs';
import { SECURITY_HEADERS, STATIC_PAGE_CSP } from './security-headers.mjs';

/** The methods the portal's routes answer. */
export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ECHOING_METHODS = new Set(['TRACE', 'TRACK']);

/** Whether the path (the URL before `?`) holds a percent escape that is not UTF-8 or not complete. */
export function hasBadEscape(url) {
  const path = (url ?? '/').split('?')[0];
  if (!path.includes('%')) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The refusals' answers, from the portal's texts (messages/pt-BR.json, namespace Edge): a small page
 * for a page request, the BFF's error shape for /api/*.
 */
export function edgeBodies(messages) {
  const t = messages.Edge;
  const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const page = (title, body) =>
    `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1><p>${escape(body)}</p>` +
    `<p><a href="/">${escape(t.home)}</a></p></main></body></html>`;
  return {
    method: { html: page(t.methodTitle, t.methodBody), json: JSON.stringify({ error: 'unsupported', message: t.methodBody }) },
    badEscape: { html: page(t.badAddressTitle, t.badAddressBody), json: JSON.stringify({ error: 'validation', message: t.badAddressBody }) },
  };
}

function refuse(request, response, status, body, extra = {}) {
  const api = request.url?.startsWith('/api/');
  const text = api ? body.json : body.html;
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'content-security-policy': STATIC_PAGE_CSP,
    'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
    ...extra,
  });
  response.end(request.method === 'HEAD' ? undefined : text);
}

/** Wraps an HTTP request listener with the edge's decisions; `hops` as parseTrustedHops gives, `bodies` as edgeBodies gives. */
export function edgeListener(listener, { hops, bodies }) {
  return function edge(request, response) {
    settleClientAddress(request, hops);
    if (ECHOING_METHODS.has(request.method)) return refuse(request, response, 405, bodies.method, { allow: ALLOWED_METHODS });
    if (hasBadEscape(request.url)) return refuse(request, response, 400, bodies.badEscape);
    return listener.call(this, request, response);
  };
}
