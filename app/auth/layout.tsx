import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { RequestConsentBanner } from '@/components/consent/RequestConsentBanner';
import { CONSENT_COOKIE, choiceOf } from '@/components/consent/consentCookie';
import { LoggedInFrame } from '@/components/layout/LoggedInFrame';
import { SurveyHostLoader } from '@/components/survey/SurveyHostLoader';
import { getHeaderView } from '@/lib/session/dal';

/**
 * The logged-in area: never indexed, so none of the site's description and sharing tags (they would
 * weigh on every page twice, in the head and in the RSC payload). Every page here calls
 * verifySession() itself (a layout does not re-run on navigation).
 */
export const metadata: Metadata = { robots: { index: false, follow: false }, description: null, openGraph: null, twitter: null };

/**
 * Each service adds its own texts in its segment's layout.tsx (lib/i18n/client-messages.ts); the
 * survey's come with the survey (app/api/survey), as it opens on few visits.
 */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const [header, jar] = await Promise.all([getHeaderView(), cookies()]);
  return (
    <>
      <RequestConsentBanner undecided={choiceOf(jar.get(CONSENT_COOKIE)?.value) === null} />
      <LoggedInFrame header={header}>
        {children}
        {/* The satisfaction survey of `?serviceName=` (it reads the URL on the client, hence the boundary). */}
        <Suspense fallback={null}>
          <SurveyHostLoader />
        </Suspense>
      </LoggedInFrame>
    </>
  );
}
