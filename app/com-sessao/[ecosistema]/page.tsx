import type { Metadata } from 'next';
import { CustomerCardAction } from '@/components/home/CustomerCardAction';
import { HomePage } from '@/components/home/HomePage';
import { ECOSYSTEM_TABS, type EcosystemTab } from '@/lib/config/benefit-services';
import { pageMetadata } from '@/lib/seo/page-metadata';

// One prerendered home per ecosystem, the same HTML for every customer of it (proxy.ts serves it at
// `/` to a live session in that ecosystem, with the hashes of its inline code): the build fails if
// anything here reads cookies or headers, and no other ecosystem is ever rendered.
export const dynamic = 'error';
export const dynamicParams = false;

export function generateStaticParams(): { ecosistema: EcosystemTab }[] {
  return ECOSYSTEM_TABS.map((ecosistema) => ({ ecosistema }));
}

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home');
}

export default async function EcosystemHomePage({ params }: { params: Promise<{ ecosistema: EcosystemTab }> }) {
  const { ecosistema } = await params;
  return <HomePage isLoggedIn cardAction={CustomerCardAction} ecosystem={ecosistema} />;
}
