import type { Metadata } from 'next';
import { HomePage } from '@/components/home/HomePage';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getSession } from '@/lib/session/dal';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home');
}

export default async function PerRequestHomePage() {
  return <HomePage isLoggedIn={(await getSession()) !== null} />;
}
