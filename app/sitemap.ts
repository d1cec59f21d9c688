import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { getEnv } from '@/lib/env';
import { PUBLIC_PAGES } from '@/lib/seo/public-pages';

/** /sitemap.xml: the public pages, on SITE_URL as set when the request arrives. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const { SITE_URL } = getEnv();
  return Object.values(PUBLIC_PAGES).map((path) => ({
    url: new URL(path, SITE_URL).toString(),
    changeFrequency: 'monthly',
    priority: path === PUBLIC_PAGES.home ? 1 : 0.8,
  }));
}
