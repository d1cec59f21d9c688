import type { Metadata } from 'next';
import { FaqPage } from '@/components/faq/FaqPage';
import { pageMetadata } from '@/lib/seo/page-metadata';

// Prerendered at build time, the same HTML for every customer (proxy.ts serves it to a live session
// with the hashes of its inline code): the build fails if anything here reads cookies or headers.
export const dynamic = 'error';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('faq');
}

export default function SessionFaqPage() {
  return <FaqPage />;
}
