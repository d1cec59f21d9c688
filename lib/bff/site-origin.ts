import 'server-only';
import { headers } from 'next/headers';
import { getEnv } from '@/lib/env';
import { publicOrigin } from './origin';

const policy = (scheme: string) => {
  const { SITE_URL, siteUrlSet, TRUST_PROXY } = getEnv();
  return { siteUrl: SITE_URL, siteUrlSet, trustProxy: TRUST_PROXY > 0, scheme };
};

/** The portal's own origin for a page (SITE_URL, else the host the browser used): lib/bff/origin.ts publicOrigin. */
export async function pageSiteOrigin(): Promise<string> {
  // A page has no request URL: plain HTTP unless a trusted proxy says otherwise (TLS ends at the proxy).
  return publicOrigin(await headers(), policy('http:'));
}

/** The portal's own origin for a route handler's request (SITE_URL, else the host the client used). */
export function requestSiteOrigin(request: Request): string {
  return publicOrigin(request.headers, policy(new URL(request.url).protocol));
}
