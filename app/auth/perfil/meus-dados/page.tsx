import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/AccountPage';
import { ACCOUNT_CARD, ACCOUNT_CARD_LEAD, ACCOUNT_CARD_TITLE } from '@/components/account/card';
import { Section } from '@/components/ui/Section';
import { ConsentSettings } from '@/components/privacy/ConsentSettings';
import { DownloadData } from '@/components/privacy/DownloadData';
import { OpenSessionsList, SESSIONS_HEADING_ID } from '@/components/privacy/OpenSessionsList';
import { openSessionsOf } from '@/lib/account/open-sessions';
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
 * /auth/perfil/meus-dados, 'Meus dados e privacidade' (LGPD): download my data, the open sessions
 * ('Seus acessos', read here from the session registry), the cookie consent, rights requests and
 * the encarregado (DPO). The export is read when the customer asks for it (app/api/privacy/export).
 */
export default async function PrivacyPage() {
  const session = await verifySession();
  const t = await getTranslations('Privacy');
  const sessions = await openSessionsOf(session);
  const { DPO_NAME, DPO_EMAIL } = getEnv();
  return (
    <AccountPage title={t('title')} lead={t('lead')}>
      <MoreTexts messages={clientMessages(PRIVACY_TEXTS)}>
        <Section title={t('download.title')} titleId="download-title" titleClassName={ACCOUNT_CARD_TITLE} className={ACCOUNT_CARD}>
          <p className={ACCOUNT_CARD_LEAD}>{t('download.lead')}</p>
          <DownloadData />
        </Section>
        <Section
          title={t('sessions.title')}
          titleId={SESSIONS_HEADING_ID}
          titleProps={{ tabIndex: -1 }}
          titleClassName={ACCOUNT_CARD_TITLE}
          className={ACCOUNT_CARD}
        >
          <p className={ACCOUNT_CARD_LEAD}>{t('sessions.lead')}</p>
          <OpenSessionsList sessions={sessions} />
        </Section>
        <Section title={t('consent.title')} titleId="consent-title" titleClassName={ACCOUNT_CARD_TITLE} className={ACCOUNT_CARD}>
          <p className={ACCOUNT_CARD_LEAD}>{t('consent.lead')}</p>
          <ConsentSettings />
        </Section>
        <Section title={t('request.title')} titleId="request-title" titleClassName={ACCOUNT_CARD_TITLE} className={ACCOUNT_CARD}>
          <p className={ACCOUNT_CARD_LEAD}>{t('request.lead', { days: ANSWER_DAYS })}</p>
          <RightsRequestForm />
        </Section>
      </MoreTexts>
      <Section title={t('dpo.title')} titleId="dpo-title" titleClassName={ACCOUNT_CARD_TITLE} className={ACCOUNT_CARD}>
        <p className={ACCOUNT_CARD_LEAD}>{t('dpo.lead')}</p>
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
      </Section>
    </AccountPage>
  );
}
