import { getTranslations } from 'next-intl/server';
import { LoadFailure } from '@/components/ui/LoadFailure';
import { getProfile } from '@/lib/account/insurer';
import { verifySession, withInsurerSession } from '@/lib/session/dal';
import { AccountPage } from './AccountPage';
import { ProfileDetails } from './ProfileDetails';

/** /auth/perfil: the profile as the insurer has it now (read on every visit), or a retry when it cannot be read. */
export async function ProfileScreen() {
  const session = await verifySession();
  const t = await getTranslations('Profile');
  const result = await withInsurerSession(getProfile);
  return (
    <AccountPage title={t('title')} lead={t('lead')}>
      {result.kind === 'ok' ? <ProfileDetails profile={result.data} session={session} /> : (
        // The page is dynamic: following the link reads the profile again.
        <LoadFailure title={t('unavailableTitle')} message={t('unavailableMessage')} retry={{ label: t('retry'), href: '/auth/perfil' }} />
      )}
    </AccountPage>
  );
}
