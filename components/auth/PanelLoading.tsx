import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/Skeleton';

/** Shown in a side panel while its flow's code loads. */
export function PanelLoading() {
  const t = useTranslations('Ui');
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{t('loadingContent')}</span>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-11 w-1/2" />
    </div>
  );
}
