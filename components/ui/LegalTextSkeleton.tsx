import { useTranslations } from 'next-intl';
import { cx } from './cx';
import { Skeleton } from './Skeleton';

const LINE_WIDTHS = ['w-full', 'w-11/12', 'w-full', 'w-10/12', 'w-full', 'w-9/12'] as const;

export interface LegalTextSkeletonProps {
  /** Number of text lines (default 12), after a title bar. */
  lines?: number;
  className?: string;
}

/** Placeholder for legal texts while they load: announced as 'Carregando o conteúdo...'. */
export function LegalTextSkeleton({ lines = 12, className }: LegalTextSkeletonProps) {
  const t = useTranslations('Ui');
  return (
    <div role="status" aria-busy="true" className={cx('flex flex-col gap-3', className)}>
      <span className="sr-only">{t('loadingContent')}</span>
      <Skeleton className="mb-2 h-6 w-1/2" />
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} className={cx('h-4', LINE_WIDTHS[index % LINE_WIDTHS.length])} />
      ))}
    </div>
  );
}
