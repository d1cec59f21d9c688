import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';

/** The profile could not be read from the insurer (timeout, network, malformed answer): say so, offer a retry. */
export async function ProfileUnavailable() {
  const t = await getTranslations('Profile');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-danger bg-surface p-6">
      <h2 className="text-xl font-bold text-ink">{t('unavailableTitle')}</h2>
      <p className="text-ink-muted">{t('unavailableMessage')}</p>
      {/* The page is dynamic: following the link reads the profile again. */}
      <Link href="/auth/perfil" prefetch={false} className={buttonClasses({ appearance: 'outlined' })}>
        {t('retry')}
      </Link>
    </div>
  );
}
