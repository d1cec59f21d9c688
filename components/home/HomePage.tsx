import type { EcosystemTab } from '@/lib/config/benefit-services';
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
 * customer's) reaches the browser with the page. `ecosystem`: the customer's own (one prerendered
 * variant per ecosystem, app/com-sessao/[ecosistema]): its tab opens first, its services marked.
 */
export function HomePage({ isLoggedIn, cardAction, ecosystem }: { isLoggedIn: boolean; cardAction: CardAction; ecosystem?: EcosystemTab }) {
  return (
    <>
      <HomeBanner isLoggedIn={isLoggedIn} />
      {!isLoggedIn && <SignupSteps />}
      <BenefitsSection cardAction={cardAction} ecosystem={ecosystem} />
      <HelpSection isLoggedIn={isLoggedIn} />
    </>
  );
}
