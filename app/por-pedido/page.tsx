import type { Metadata } from 'next';
import { CustomerCardAction } from '@/components/home/CustomerCardAction';
import { HomePage } from '@/components/home/HomePage';
import { VisitorCardAction } from '@/components/home/VisitorCardAction';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getSession } from '@/lib/session/dal';
import { homeTabOf } from '@/lib/session/ecosystems';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home');
}

export default async function PerRequestHomePage() {
  const session = await getSession();
  const isLoggedIn = session !== null;
  return (
    <HomePage isLoggedIn={isLoggedIn} cardAction={isLoggedIn ? CustomerCardAction : VisitorCardAction} ecosystem={homeTabOf(session?.eco ?? null) ?? undefined} />
  );
}
