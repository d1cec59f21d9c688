'use client';

import { useTranslations } from 'next-intl';
import { clearConsent } from '@/components/consent/consentStore';

/** Footer button that withdraws the cookie choice: the consent banner asks again (LGPD). */
export function CookiePreferences() {
  const t = useTranslations('Footer');
  return (
    <li>
      <button type="button" className="footer-link" onClick={() => clearConsent()} data-control="footer-cookie-preferences">
        {t('cookiePreferences')}
      </button>
    </li>
  );
}
