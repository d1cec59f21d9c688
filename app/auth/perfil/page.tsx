import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { AccountPage } from '@/components/account/AccountPage';
import { ACCOUNT_CARD, ACCOUNT_CARD_LEAD, ACCOUNT_CARD_TITLE } from '@/components/account/card';
import { Section } from '@/components/ui/Section';
import { buttonClasses } from '@/components/ui/Button';
import { ProfileDetails } from '@/components/account/ProfileDetails';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { profileView } from '@/lib/account/profile-view';
import { PROFILE_TEXTS, clientMessages } from '@/lib/i18n/client-messages';
import { MoreTexts } from '@/lib/i18n/MoreTexts';
import { getProfile } from '@/lib/account/insurer';
import { pageReadFailure } from '@/lib/ops/page-request';
import { verifySession, withInsurerSession } from '@/lib/session/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Profile');
  return { title: t('title') };
}

/** /auth/perfil: the profile as the insurer has it now (read on every visit), or a retry when it cannot be read. */
export default async function ProfilePage() {
  const session = await verifySession();
  const t = await getTranslations('Profile');
  const result = await withInsurerSession(getProfile);
  return (
    <AccountPage title={t('title')} lead={t('lead')}>
      {result.kind === 'ok' ? (
        // The forms' texts are given here, not in a layout: the password and appointments pages below need none of them.
        <MoreTexts messages={clientMessages(PROFILE_TEXTS)}>
          <ProfileDetails profile={profileView(result.data, session.listEcosystem)} />
        </MoreTexts>
      ) : (
        // The page is dynamic: following the link reads the profile again.
        <LoadFailure title={t('unavailableTitle')} message={t('unavailableMessage')} retry={{ label: t('retry'), href: '/auth/perfil' }} failure={await pageReadFailure()} />
      )}
      <Section title={t('privacyTitle')} titleId="profile-privacy-title" titleClassName={ACCOUNT_CARD_TITLE} className={ACCOUNT_CARD}>
        <p className={ACCOUNT_CARD_LEAD}>{t('privacyLead')}</p>
        <Link href="/auth/perfil/meus-dados" className={buttonClasses({ appearance: 'outlined', className: 'self-start' })}>
          {t('privacyLink')}
        </Link>
      </Section>
    </AccountPage>
  );
}
