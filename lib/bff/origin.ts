/**
 * The same-origin check of every state-changing BFF route (CSRF defence), pure so it can be tested
 * without a server. The browser's `Origin` must be the origin the browser itself used to reach us:
 * the request's `Host` (with the scheme the server saw), or, behind a proxy we trust
 * (TRUST_PROXY=1), `X-Forwarded-Proto`/`X-Forwarded-Host`, or SITE_URL. `request.url` is not used:
 * it carries the host the server was bound to, not the one in the browser's address bar.
 * Without `Origin`, `Sec-Fetch-Site: same-origin` is accepted; with neither header, refused.
 */

export type OriginPolicy = { siteUrl: string; trustProxy: boolean; requestUrl: string };

/** A Host value: a name, an IPv4 or a bracketed IPv6 address, and an optional port. Nothing else. */
const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** `scheme://host[:port]` as a browser writes it in an Origin (lower case, default port dropped), or null. */
function originOf(scheme: string, host: string | null | undefined): string | null {
  if (!host || !HOST_PATTERN.test(host)) return null;
  try {
    return new URL(`${scheme}//${host}`).origin;
  } catch {
    return null;
  }
}

const firstValue = (value: string | null) => value?.split(',')[0]?.trim() || null;

/** The origin the client addressed, by the trusted proxy's `X-Forwarded-Proto`/`X-Forwarded-Host`, or null. */
function forwardedOrigin(headers: Headers, scheme: string): string | null {
  const proto = firstValue(headers.get('x-forwarded-proto'));
  const forwardedScheme = proto === 'https' || proto === 'http' ? `${proto}:` : scheme;
  return originOf(forwardedScheme, firstValue(headers.get('x-forwarded-host')) ?? headers.get('host'));
}

/** The origins this request may legitimately come from. */
export function allowedOrigins(headers: Headers, { siteUrl, trustProxy, requestUrl }: OriginPolicy): Set<string> {
  const allowed = new Set<string>([new URL(siteUrl).origin]);
  const scheme = new URL(requestUrl).protocol;
  const direct = originOf(scheme, headers.get('host'));
  if (direct) allowed.add(direct);
  if (trustProxy) {
    const forwarded = forwardedOrigin(headers, scheme);
    if (forwarded) allowed.add(forwarded);
  }
  return allowed;
}

export type PublicOriginPolicy = {
  siteUrl: string;
  /** Whether SITE_URL was set: its default (localhost:3000) names no real address. */
  siteUrlSet: boolean;
  trustProxy: boolean;
  /** The scheme the server saw ('http:' for a page, which has no request URL). */
  scheme: string;
};

/**
 * The portal's own address for the absolute links it hands out (calendar entries): SITE_URL when
 * set, else the origin the client addressed (through a trusted proxy, its forwarded host), so a
 * portal on another port or host without SITE_URL never sends people to localhost:3000.
 */
export function publicOrigin(headers: Headers, { siteUrl, siteUrlSet, trustProxy, scheme }: PublicOriginPolicy): string {
  const configured = new URL(siteUrl).origin;
  if (siteUrlSet) return configured;
  return (trustProxy ? forwardedOrigin(headers, scheme) : originOf(scheme, headers.get('host'))) ?? configured;
}

export function isSameOrigin(headers: Headers, policy: OriginPolicy): boolean {
  const origin = headers.get('origin');
  if (origin === null) return headers.get('sec-fetch-site') === 'same-origin';
  return allowedOrigins(headers, policy).has(origin.toLowerCase());
}
