import { getTranslations } from 'next-intl/server';
import { formatDayKey } from '@/lib/salary/format';

/** What the figures are: illustrative reference data, with the partner's source and the reference date. */
export async function SalaryReferenceNote({ source, referenceDate }: { source: string; referenceDate: string }) {
  const t = await getTranslations('Salary.reference');
  return (
    <aside aria-labelledby="salary-reference-title" className="salary-reference">
      <h3 id="salary-reference-title">{t('title')}</h3>
      <p>{t('text')}</p>
      <p>{t('source', { source })}</p>
      <p>{t('date', { date: formatDayKey(referenceDate) })}</p>
    </aside>
  );
}
