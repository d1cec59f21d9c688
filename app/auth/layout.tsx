import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { Suspense, type ReactNode } from 'react';
import { SessionFrame } from '@/components/layout/SessionFrame';
import { SurveyHost } from '@/components/survey/SurveyHost';
import { SERVICE_CLIENT_NAMESPACES, SITE_CLIENT_NAMESPACES, clientMessages } from '@/lib/i18n/client-messages';

/** The logged-in area: never indexed. Every page here calls verifySession() itself (a layout does not re-run on navigation). */
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <SessionFrame>
      {/* The services' texts, on top of the site's: for the client components of these pages only. */}
      <NextIntlClientProvider messages={clientMessages([...SITE_CLIENT_NAMESPACES, ...SERVICE_CLIENT_NAMESPACES])}>
        {children}
        {/* The satisfaction survey of `?serviceName=` (it reads the URL on the client, hence the boundary). */}
        <Suspense fallback={null}>
          <SurveyHost />
        </Suspense>
      </NextIntlClientProvider>
    </SessionFrame>
  );
}
