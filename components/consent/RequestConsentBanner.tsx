'use client';

import { useEffect } from 'react';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { claimBanner, storeConsent, useConsent } from './consentStore';

// Rendered on the server when the visitor has not chosen: its code comes only with such a page.
const ConsentBanner = lazyComponent(() => import('./ConsentBanner').then((m) => m.ConsentBanner));

/**
 * The consent banner of a page rendered per request, which reads the choice's cookie
 * (`undecided`: none there): in the first HTML when the visitor has not chosen, so the page's
 * largest text is not waiting for its scripts, and absent once chosen. After hydration the
 * browser's own record decides (localStorage, then the cookie), as on every page.
 * Place it first in the layout's output: right after the skip link, as ConsentManager's banner.
 */
export function RequestConsentBanner({ undecided }: { undecided: boolean }) {
  const consent = useConsent();
  useEffect(() => claimBanner(), []);
  const show = consent === 'unset' || (consent === 'unknown' && undecided);
  return show ? <ConsentBanner onChoose={storeConsent} /> : null;
}
