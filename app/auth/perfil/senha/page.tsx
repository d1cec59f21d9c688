import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountPage } from '@/components/account/AccountPage';
import { PasswordChangeFlow } from '@/components/account/PasswordChangeFlow';
import { passwordLock } from '@/lib/account/password-lock';
import { verifySession } from '@/lib/session/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordChange');
  return { title: t('title') };
}

/** /auth/perfil/senha ('Alterar a senha'): the form, locked while too many wrong current passwords hold it. */
export default async function PasswordChangePage() {
  const session = await verifySession();
  const t = await getTranslations('PasswordChange');
  return (
    <AccountPage title={t('title')} lead={t('lead')}>
      <section aria-label={t('title')} className="rounded-2xl border border-brand-100 bg-surface p-6">
        <PasswordChangeFlow lock={await passwordLock(session.identification)} />
      </section>
    </AccountPage>
  );
}
