import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ProfileView } from '@/lib/account/profile-view';
import { ACCOUNT_CARD, ACCOUNT_CARD_LEAD, ACCOUNT_CARD_TITLE } from './card';
import { Section } from '@/components/ui/Section';
import { EmailForm } from './EmailForm';
import { PhoneForm } from './PhoneForm';
import { hideCpf } from './profile-format';

const STATUS_KEYS = { inForce: 'statusInForce', notInForce: 'statusNotInForce', unknown: 'statusUnknown' } as const satisfies Record<ProfileView['status'], string>;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 desktop:flex-row desktop:gap-4">
      <dt className="font-semibold text-ink desktop:w-56 desktop:shrink-0">{term}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}

type Props = { profile: ProfileView };

/** Meu Perfil: names and CPF (read-only, from the policy), the policy, and the contact the customer can change. */
export async function ProfileDetails({ profile }: Props) {
  const t = await getTranslations('Profile');
  return (
    <>
      <Section title={t('personalTitle')} titleId="profile-personal-title" titleClassName={ACCOUNT_CARD_TITLE} className={ACCOUNT_CARD}>
        <p className={ACCOUNT_CARD_LEAD}>{t('readOnlyNote')}</p>
        <dl className="flex flex-col gap-3">
          <Detail term={t('namesLabel')}>{profile.names}</Detail>
          <Detail term={t('cpfLabel')}>{hideCpf(profile.identification)}</Detail>
        </dl>
      </Section>
      <Section title={t('policyTitle')} titleId="profile-policy-title" titleClassName={ACCOUNT_CARD_TITLE} className={ACCOUNT_CARD}>
        <dl className="flex flex-col gap-3">
          <Detail term={t('productLabel')}>{profile.product}</Detail>
          <Detail term={t('statusLabel')}>{t(STATUS_KEYS[profile.status])}</Detail>
          {profile.ecosystems && <Detail term={t('ecosystemsLabel')}>{profile.ecosystems}</Detail>}
          <Detail term={t('activatedLabel')}>{profile.activatedOn}</Detail>
        </dl>
      </Section>
      <Section title={t('contactTitle')} titleId="profile-contact-title" titleClassName={ACCOUNT_CARD_TITLE} className={ACCOUNT_CARD}>
        <p className={ACCOUNT_CARD_LEAD}>{t('contactLead')}</p>
        <div className="flex flex-col gap-8">
          <EmailForm initialEmail={profile.email} />
          <PhoneForm initialPhone={profile.phone} />
        </div>
      </Section>
    </>
  );
}
