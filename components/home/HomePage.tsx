import { BenefitsSection } from './BenefitsSection';
import { HelpSection } from './HelpSection';
import { HomeBanner } from './HomeBanner';
import type { CardAction } from './ServiceCard';
import { SignupSteps } from './SignupSteps';

/**
 * The home page (SPEC §2). Prerendered twice: for visitors (app/(public)/page.tsx) and, with the
 * customer's links, for a live session (app/com-sessao/page.tsx, served by proxy.ts at `/`).
 * `cardAction`: the service cards' VisitorCardAction or CustomerCardAction, matching `isLoggedIn`;
 * the page passes the one it renders, so that only that one's client code (next/link for the
 * customer's) reaches the browser with the page.
 */
export function HomePage({ isLoggedIn, cardAction }: { isLoggedIn: boolean; cardAction: CardAction }) {
  return (
    <>
      <HomeBanner isLoggedIn={isLoggedIn} />
      {!isLoggedIn && <SignupSteps />}
      <BenefitsSection cardAction={cardAction} />
      <HelpSection isLoggedIn={isLoggedIn} />
    </>
  );
}
