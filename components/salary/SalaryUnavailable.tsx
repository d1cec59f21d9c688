import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/Button';

/**
 * The partner could not answer (timeout, network, malformed answer): 'Erro na conexão' (SPEC §8)
 * and a retry of the same query, which the URL keeps.
 */
export async function SalaryUnavailable({ retryHref }: { retryHref: string }) {
  const t = await getTranslations('Salary.states');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border-2 border-danger bg-surface p-5">
      <p className="text-xl font-bold text-danger">{t('unavailableTitle')}</p>
      <p className="text-ink">
        {t('unavailableMessage')} {t('unavailableKept')}
      </p>
      <Link href={retryHref} prefetch={false} className={buttonClasses({ variant: 'primary', appearance: 'outlined' })} data-control="salary-retry">
        {t('retry')}
      </Link>
    </div>
  );
}
