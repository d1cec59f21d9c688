import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileScreen } from '@/components/account/ProfileScreen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Profile');
  return { title: t('title') };
}

export default ProfileScreen;
