'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { storeConsent, useConsent } from './consentStore';
import { afterPageLoad, injectTagManager, TAG_MANAGER_DELAY_MS } from './tagManager';

// Only a visitor who has not chosen yet needs the banner's code.
const ConsentBanner = dynamic(() => import('./ConsentBanner').then((m) => m.ConsentBanner));

/**
 * Asks for consent until the visitor chooses, and loads the tag manager only with consent,
 * only when a container id is configured, and 8 s after the page has loaded (or after the
 * consent, when it comes later).
 */
export function ConsentManager({ tagManagerId }: { tagManagerId: string | null }) {
  const consent = useConsent();

  useEffect(() => {
    if (consent !== 'granted' || !tagManagerId) return;
    return afterPageLoad(TAG_MANAGER_DELAY_MS, () => injectTagManager(tagManagerId));
  }, [consent, tagManagerId]);

  return consent === 'unset' ? <ConsentBanner onChoose={storeConsent} /> : null;
}
