import type { Metadata } from 'next';
import { BenefitsSection } from '@/components/home/BenefitsSection';
import { HelpSection } from '@/components/home/HelpSection';
import { HomeBanner } from '@/components/home/HomeBanner';
import { SignupSteps } from '@/components/home/SignupSteps';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { getSession } from '@/lib/session/dal';

export function generateMetadata(): Promise<Metadata> {
  return pageMetadata('home');
}

export default async function HomePage() {
  const isLoggedIn = (await getSession()) !== null;
  return (
    <>
      <HomeBanner isLoggedIn={isLoggedIn} />
      {!isLoggedIn && <SignupSteps />}
      <BenefitsSection isLoggedIn={isLoggedIn} />
      <HelpSection />
    </>
  );
}
