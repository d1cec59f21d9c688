import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';
import { HOME_WITH_LOGIN_PANEL } from '@/lib/auth/contract';

/**
 * The courses could not be loaded: the partner did not answer ('unavailable': try again), or no
 * longer accepts the session ('expired': log in again). Announced; nothing else of the page is lost.
 */
export async function CoursesUnavailable({ kind, retryHref }: { kind: 'unavailable' | 'expired'; retryHref: string }) {
  const t = await getTranslations('Courses.unavailable');
  return (
    <div role="alert" className="flex flex-col items-start gap-4 rounded-2xl border-2 border-danger bg-surface p-6">
      <h2 className="text-xl font-bold text-ink">{t('title')}</h2>
      <p className="text-ink-muted">{t(kind === 'expired' ? 'expired' : 'message')}</p>
      {kind === 'expired' ? (
        <a href={HOME_WITH_LOGIN_PANEL} className={buttonClasses({ variant: 'primary', appearance: 'contained' })}>
          {t('login')}
        </a>
      ) : (
        <Link href={retryHref} prefetch={false} className={buttonClasses({ variant: 'primary', appearance: 'contained' })}>
          {t('retry')}
        </Link>
      )}
    </div>
  );
}
