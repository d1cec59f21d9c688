import type { Metadata } from 'next';
import { HomePage } from '@/components/home/HomePage';
import { VisitorCardAction } from '@/components/home/VisitorCardAction';
import { pageMetadata } from '@/lib/seo/page-metadata';

// Prerendered at build time: the build fails if anything here reads cookies or headers (proxy.ts
// serves the page with the hashes of its inline code; a customer with a live session gets its own prerendered variant, app/com-sessao).
export const dynamic = 'error';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home');
}

export default function PublicHomePage() {
  return <HomePage isLoggedIn={false} cardAction={VisitorCardAction} />;
}
