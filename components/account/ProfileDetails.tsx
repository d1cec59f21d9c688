import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { ProfileView } from '@/lib/account/profile-view';
import { AccountSection } from './AccountSection';
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
      <AccountSection id="profile-personal" title={t('personalTitle')} lead={t('readOnlyNote')}>
        <dl className="flex flex-col gap-3">
          <Detail term={t('namesLabel')}>{profile.names}</Detail>
          <Detail term={t('cpfLabel')}>{hideCpf(profile.identification)}</Detail>
        </dl>
      </AccountSection>
      <AccountSection id="profile-policy" title={t('policyTitle')}>
        <dl className="flex flex-col gap-3">
          <Detail term={t('productLabel')}>{profile.product}</Detail>
          <Detail term={t('statusLabel')}>{t(STATUS_KEYS[profile.status])}</Detail>
          {profile.ecosystems && <Detail term={t('ecosystemsLabel')}>{profile.ecosystems}</Detail>}
          <Detail term={t('activatedLabel')}>{profile.activatedOn}</Detail>
        </dl>
      </AccountSection>
      <AccountSection id="profile-contact" title={t('contactTitle')} lead={t('contactLead')}>
        <div className="flex flex-col gap-8">
          <EmailForm initialEmail={profile.email} />
          <PhoneForm initialPhone={profile.phone} />
        </div>
      </AccountSection>
    </>
  );
}
