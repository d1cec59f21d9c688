'use client';

import { useEffect, useState } from 'react';
import { afterPageLoad } from '@/components/ui/afterPageLoad';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { keepConsentCookie, storeConsent, useBannerClaimed, useConsent } from './consentStore';

/** The spec's delay (SPEC §7, §9): the tag manager loads 8 s after the page has loaded. */
const TAG_MANAGER_DELAY_MS = 8000;

// Only a visitor who has not chosen yet needs the banner's code, fetched once the page has loaded.
const ConsentBanner = lazyComponent(() => import('./ConsentBanner').then((m) => m.ConsentBanner));

/**
 * Asks for consent until the visitor chooses (on a prerendered page, which cannot know the choice,
 * the banner comes once the page has loaded: it is not part of what the visitor came for; a page
 * rendered per request draws it in its first HTML, RequestConsentBanner), and loads the tag manager only with consent,
 * only when a container id is configured, and 8 s after the page has loaded (or after the
 * consent, when it comes later).
 */
export function ConsentManager({ tagManagerId }: { tagManagerId: string | null }) {
  const consent = useConsent();
  const claimed = useBannerClaimed();
  const [pageLoaded, setPageLoaded] = useState(false);

  useEffect(() => afterPageLoad(0, () => setPageLoaded(true)), []);

  useEffect(() => {
    if (consent === 'granted' || consent === 'denied') keepConsentCookie(consent);
  }, [consent]);

  useEffect(() => {
    if (consent !== 'granted' || !tagManagerId) return;
    // Its loader's code comes when it is used, after the delay: not with the page, not at all
    // without consent, nor when the consent is withdrawn while that code is still coming.
    let withdrawn = false;
    const cancel = afterPageLoad(TAG_MANAGER_DELAY_MS, () => {
      import('./tagManager').then(
        ({ injectTagManager }) => withdrawn || injectTagManager(tagManagerId),
        () => undefined, // offline or a deploy: no tag manager on this page, as without consent
      );
    });
    return () => {
      withdrawn = true;
      cancel();
    };
  }, [consent, tagManagerId]);

  return consent === 'unset' && pageLoaded && !claimed ? <ConsentBanner onChoose={storeConsent} /> : null;
}
