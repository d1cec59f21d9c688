import { BenefitsSection } from './BenefitsSection';
import { HelpSection } from './HelpSection';
import { HomeBanner } from './HomeBanner';
import { SignupSteps } from './SignupSteps';

/**
 * The home page (SPEC §2). Prerendered twice: for visitors (app/(public)/page.tsx) and, with the
 * customer's links, for a live session (app/com-sessao/page.tsx, served by proxy.ts at `/`).
 */
export function HomePage({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <>
      <HomeBanner isLoggedIn={isLoggedIn} />
      {!isLoggedIn && <SignupSteps />}
      <BenefitsSection isLoggedIn={isLoggedIn} />
      <HelpSection isLoggedIn={isLoggedIn} />
    </>
  );
}
