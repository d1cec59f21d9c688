import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getEnv } from '@/lib/env';
import { PRIVATE_PATHS } from '@/lib/seo/public-pages';

/** /robots.txt: everything but the logged-in area and the API, plus the sitemap's address. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const { SITE_URL } = getEnv();
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE_PATHS] },
    sitemap: new URL('/sitemap.xml', SITE_URL).toString(),
  };
}
