import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordChangeScreen } from '@/components/account/PasswordChangeScreen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordChange');
  return { title: t('title') };
}

export default PasswordChangeScreen;
