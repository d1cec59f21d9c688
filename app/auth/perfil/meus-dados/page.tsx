import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/AccountPage';
import { AccountSection } from '@/components/account/AccountSection';
import { ConsentSettings } from '@/components/privacy/ConsentSettings';
import { DownloadData } from '@/components/privacy/DownloadData';
import { RightsRequestForm } from '@/components/privacy/RightsRequestForm';
import { getEnv } from '@/lib/env';
import { PRIVACY_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';
import { ANSWER_DAYS } from '@/lib/privacy/contract';
import { verifySession } from '@/lib/session/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Privacy');
  return { title: t('title') };
}

/**
 * /auth/perfil/meus-dados, 'Meus dados e privacidade' (LGPD): download my data, the
 * cookie consent, rights requests and the encarregado (DPO). Nothing is read here: the export is
 * read when the customer asks for it (app/api/privacy/export).
 */
export default async function PrivacyPage() {
  await verifySession();
  const t = await getTranslations('Privacy');
  const { DPO_NAME, DPO_EMAIL } = getEnv();
  return (
    <AccountPage title={t('title')} lead={t('lead')}>
      <MoreTexts messages={clientMessages(PRIVACY_TEXTS)}>
        <AccountSection id="download" title={t('download.title')} lead={t('download.lead')}>
          <DownloadData />
        </AccountSection>
        <AccountSection id="consent" title={t('consent.title')} lead={t('consent.lead')}>
          <ConsentSettings />
        </AccountSection>
        <AccountSection id="request" title={t('request.title')} lead={t('request.lead', { days: ANSWER_DAYS })}>
          <RightsRequestForm />
        </AccountSection>
      </MoreTexts>
      <AccountSection id="dpo" title={t('dpo.title')} lead={t('dpo.lead')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          <dt className="font-semibold text-ink">{t('dpo.nameLabel')}</dt>
          <dd>{DPO_NAME}</dd>
          <dt className="font-semibold text-ink">{t('dpo.emailLabel')}</dt>
          <dd>
            <a href={`mailto:${DPO_EMAIL}`} className="text-brand-700 underline underline-offset-4">
              {DPO_EMAIL}
            </a>
          </dd>
        </dl>
      </AccountSection>
    </AccountPage>
  );
}
