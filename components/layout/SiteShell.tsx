'use client';

import { NextIntlClientProvider, type Locale } from 'next-intl';
import type { ReactNode } from 'react';
import { PanelProvider } from '@/components/auth/PanelProvider';
import { SessionEndedCleaner } from '@/components/auth/SessionEndedCleaner';
import { ConsentManager } from '@/components/consent/ConsentManager';
import { UsabilityTrackerLoader } from '@/components/usability/UsabilityTrackerLoader';
import type { CaptchaConfig as Captcha } from '@/lib/captcha-config';
import type { Texts } from '@/lib/i18n/merge-texts';
import { CaptchaConfig } from './CaptchaConfig';
import { Footer, type DpoContact } from './Footer';
import { HydrationMarker } from './HydrationMarker';
import { RouteFocus } from './RouteFocus';
import { ScrollToTop } from './ScrollToTop';

type Props = {
  locale: Locale;
  timeZone: string;
  /** The texts of every page (lib/i18n/client-messages.ts SITE_TEXTS). */
  messages: Texts;
  tagManagerId: string | null;
  captcha: Captcha;
  year: number;
  dpo: DpoContact;
  children: ReactNode;
};

/**
 * Everything of the root layout that runs in the browser, in one client component: the texts'
 * provider, the side panels' state, the consent banner and tag manager, the effects every page
 * needs, the footer, and the focus on client navigation. One client reference in every page's
 * payload instead of ten, each with its own element there.
 */
export function SiteShell({ locale, timeZone, messages, tagManagerId, captcha, year, dpo, children }: Props) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages as Parameters<typeof NextIntlClientProvider>[0]['messages']}>
      <PanelProvider>
        {/* The consent banner and tag manager: the prerendered public pages take GTM_ID at build time
            (scripts/lib.mjs rebuilds when it changes), the others when the request arrives. The banner
            comes right after the skip link in the DOM (the second Tab stop, not the 32nd) and is shown at
            the bottom of the page (CSS order, components/consent/ConsentBanner). */}
        <ConsentManager tagManagerId={tagManagerId} />
        <ScrollToTop />
        <SessionEndedCleaner />
        <CaptchaConfig provider={captcha.provider} siteKey={captcha.siteKey} />
        <UsabilityTrackerLoader />
        {/* Header and main come from each section's layout: PublicFrame or SessionFrame (components/layout); the
            login panels come with the visitor's header (VisitorHeader), the only place they can be opened. */}
        {children}
        <Footer year={year} dpo={dpo} />
        {/* After the pages, so its effect runs after theirs: focus to the new page's h1 on client navigation. */}
        <RouteFocus />
        <HydrationMarker />
      </PanelProvider>
    </NextIntlClientProvider>
  );
}
