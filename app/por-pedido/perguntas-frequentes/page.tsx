import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { FaqPage } from '@/components/faq/FaqPage';
import { NONCE_HEADER } from '@/lib/security/csp';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('faq');
}

export default async function PerRequestFaqPage() {
  return <FaqPage nonce={(await headers()).get(NONCE_HEADER) ?? undefined} />;
}
