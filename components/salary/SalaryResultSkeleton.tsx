import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/ui/Skeleton';

/** While the partner answers: the result's shape, announced as loading. */
export async function SalaryResultSkeleton() {
  const t = await getTranslations('Salary.states');
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-6 w-2/3" />
      <div className="grid gap-3 desktop:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-52 rounded-xl" />
    </div>
  );
}
