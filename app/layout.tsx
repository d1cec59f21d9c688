import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';
import { SkipLink } from '@/components/layout/SkipLink';
import { LOCALE, TIME_ZONE } from '@/i18n/request';
import { getEnv } from '@/lib/env';
import { brazilYear } from '@/lib/time/brazil';
import { brazilYearBounds } from '@/lib/time/brazil-calendar';
import { SITE_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import './globals.css';

/** The site's description and sharing tags: the same for every request, so built once per process. */
let siteMetadata: Promise<Metadata> | null = null;

export function generateMetadata(): Promise<Metadata> {
  siteMetadata ??= getTranslations('Metadata').then((t) => ({
    metadataBase: new URL(getEnv().SITE_URL),
    title: { default: t('title'), template: `%s | ${t('siteName')}` },
    description: t('description'),
    applicationName: t('siteName'),
    openGraph: { type: 'website', locale: 'pt_BR', siteName: t('siteName'), title: t('title'), description: t('description') },
  })).catch((error: unknown) => {
    // Not kept: the next request builds it again.
    siteMetadata = null;
    throw error;
  });
  return siteMetadata;
}

export const viewport: Viewport = { themeColor: '#5b2d90', width: 'device-width', initialScale: 1 };

/** The texts every page's client components read, picked once. */
const SITE_MESSAGES = clientMessages(SITE_TEXTS);

/** Brazil's current year for the footer, formatted again only when that year ends (not on every request). */
let footerYear = { year: 0, from: 0, until: 0 };
function currentYear(now = Date.now()): number {
  if (now < footerYear.from || now >= footerYear.until) {
    const year = brazilYear(now);
    const { start, end } = brazilYearBounds(year);
    footerYear = { year, from: start.getTime(), until: end.getTime() };
  }
  return footerYear.year;
}

export default function RootLayout({ children }: { children: ReactNode }) {
  const env = getEnv();
  return (
    <html lang="pt-BR">
      <body className="flex min-h-screen flex-col">
        <SkipLink />
        <SiteShell
          locale={LOCALE}
          timeZone={TIME_ZONE}
          messages={SITE_MESSAGES}
          tagManagerId={env.GTM_ID ?? null}
          captcha={{ provider: env.CAPTCHA_PROVIDER, siteKey: env.CAPTCHA_SITE_KEY }}
          year={currentYear()}
          dpo={{ name: env.DPO_NAME, email: env.DPO_EMAIL }}
        >
          {children}
        </SiteShell>
      </body>
    </html>
  );
}
