'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { clearConsent, storeConsent, useConsent, useConsentDate } from '@/components/consent/consentStore';
import { formatDateTime } from '@/lib/time/brazil';

/**
 * The analytics consent as the consent banner keeps it (components/consent/consentStore.ts): the
 * current choice and its date (Brazil time), a change, and the withdrawal (the banner asks again).
 */
export function ConsentSettings() {
  const t = useTranslations('Privacy.consent');
  const consent = useConsent();
  const at = useConsentDate();
  const when = at ? formatDateTime(new Date(at)) : null;
  const status =
    consent === 'granted'
      ? when ? t('granted', { date: when }) : t('grantedNoDate')
      : consent === 'denied'
        ? when ? t('denied', { date: when }) : t('deniedNoDate')
        : consent === 'unset'
          ? t('unset')
          : '';

  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="font-semibold text-ink">
        {status}
      </p>
      {consent !== 'unknown' && (
        <div className="flex flex-wrap gap-3">
          {consent !== 'granted' && (
            <Button appearance="outlined" onClick={() => storeConsent('granted')} data-control="privacy-consent-accept">
              {t('accept')}
            </Button>
          )}
          {consent !== 'denied' && (
            <Button appearance="outlined" onClick={() => storeConsent('denied')} data-control="privacy-consent-reject">
              {t('reject')}
            </Button>
          )}
          {consent !== 'unset' && (
            <Button variant="terceary" appearance="outlined" onClick={() => clearConsent()} data-control="privacy-consent-withdraw">
              {t('withdraw')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
