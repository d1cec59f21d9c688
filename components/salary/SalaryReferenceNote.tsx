import { getTranslations } from 'next-intl/server';
import { formatDayKey } from '@/lib/salary/format';

/** What the figures are: illustrative reference data, with the partner's source and the reference date. */
export async function SalaryReferenceNote({ source, referenceDate }: { source: string; referenceDate: string }) {
  const t = await getTranslations('Salary.reference');
  return (
    <aside aria-labelledby="salary-reference-title" className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-surface-muted p-5 text-sm text-ink">
      <h3 id="salary-reference-title" className="text-base font-bold text-brand-900">
        {t('title')}
      </h3>
      <p>{t('text')}</p>
      <p>{t('source', { source })}</p>
      <p>{t('date', { date: formatDayKey(referenceDate) })}</p>
    </aside>
  );
}
