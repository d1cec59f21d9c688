import { BenefitsSection } from './BenefitsSection';
import { HelpSection } from './HelpSection';
import { HomeBanner } from './HomeBanner';
import { SignupSteps } from './SignupSteps';

/**
 * The home page (SPEC §2). Prerendered for visitors (app/(public)/page.tsx); rendered per request,
 * with the customer's links, when a session comes in (app/com-sessao/page.tsx, through proxy.ts).
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
