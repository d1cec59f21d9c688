import type { Metadata } from 'next';
import { CustomerCardAction } from '@/components/home/CustomerCardAction';
import { HomePage } from '@/components/home/HomePage';
import { pageMetadata } from '@/lib/seo/page-metadata';

// Prerendered at build time, the same HTML for every customer (proxy.ts serves it to a live session
// with the hashes of its inline code): the build fails if anything here reads cookies or headers.
export const dynamic = 'error';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home');
}

export default function SessionHomePage() {
  return <HomePage isLoggedIn cardAction={CustomerCardAction} />;
}
