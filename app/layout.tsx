import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PanelProvider } from '@/components/auth/PanelProvider';
import { SessionEndedCleaner } from '@/components/auth/SessionEndedCleaner';
import { ConsentManager } from '@/components/consent/ConsentManager';
import { Footer } from '@/components/layout/Footer';
import { CaptchaConfig } from '@/components/layout/CaptchaConfig';
import { HydrationMarker } from '@/components/layout/HydrationMarker';
import { RouteFocus } from '@/components/layout/RouteFocus';
import { ScrollToTop } from '@/components/layout/ScrollToTop';
import { SkipLink } from '@/components/layout/SkipLink';
import { UsabilityTrackerLoader } from '@/components/usability/UsabilityTrackerLoader';
import { getEnv } from '@/lib/env';
import { brazilYear } from '@/lib/time/brazil';
import { SITE_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return {
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t('title'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    openGraph: { type: 'website', locale: 'pt_BR', siteName: t('siteName'), title: t('title'), description: t('description') },
  };
}

export const viewport: Viewport = { themeColor: '#5b2d90', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  const env = getEnv();
  return (
    <html lang="pt-BR">
      <body className="flex min-h-screen flex-col">
        <SkipLink />
        <NextIntlClientProvider messages={clientMessages(SITE_TEXTS)}>
          <PanelProvider>
            {/* The consent banner and tag manager: the prerendered public pages take GTM_ID at build time
                (scripts/lib.mjs rebuilds when it changes), the others when the request arrives. The banner
                comes right after the skip link in the DOM (the second Tab stop, not the 32nd) and is shown at
                the bottom of the page (CSS order, components/consent/ConsentBanner). */}
            <ConsentManager tagManagerId={env.GTM_ID ?? null} />
            <ScrollToTop />
            <SessionEndedCleaner />
            <CaptchaConfig provider={env.CAPTCHA_PROVIDER} siteKey={env.CAPTCHA_SITE_KEY} />
            <UsabilityTrackerLoader />
            {/* Header and main come from each section's layout: PublicFrame or SessionFrame (components/layout); the
                login panels come with the visitor's header (VisitorHeader), the only place they can be opened. */}
            {children}
            <Footer year={brazilYear(new Date())} dpo={{ name: env.DPO_NAME, email: env.DPO_EMAIL }} />
            {/* After the pages, so its effect runs after theirs: focus to the new page's h1 on client navigation. */}
            <RouteFocus />
            <HydrationMarker />
          </PanelProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
