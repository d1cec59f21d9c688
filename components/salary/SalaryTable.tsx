import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/cx';
import { formatBRL, formatCount } from '@/lib/salary/format';
import type { SalaryLevel, UfCode } from '@/lib/salary/regions';
import type { LevelFigures } from '@/lib/salary/types';

type Props = { occupation: string; levels: readonly LevelFigures[]; uf: UfCode; chosen: SalaryLevel };

/** The chart's figures as a table (for screen readers, and for anyone who prefers numbers). */
export async function SalaryTable({ occupation, levels, uf, chosen }: Props) {
  const t = await getTranslations('Salary');
  const inUf = t(`ufsIn.${uf}`);
  const cell = 'px-3 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    <div className="overflow-x-auto" role="region" aria-labelledby="salary-table-caption" tabIndex={0}>
      <table className="w-full min-w-[40rem] border-collapse text-sm">
        <caption id="salary-table-caption" className="mb-2 text-left font-semibold text-brand-900">
          {t('table.caption', { occupation, inUf })}
        </caption>
        <thead>
          <tr className="border-b-2 border-brand-100 text-ink-muted">
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {t('table.level')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('table.p25', { uf })}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('table.median', { uf })}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('table.p75', { uf })}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('table.national')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('table.records', { uf })}
            </th>
          </tr>
        </thead>
        <tbody>
          {levels.map(({ level, state, national }) => {
            const isChosen = level === chosen;
            const name = t(`levels.${level}`);
            return (
              <tr key={level} className={cx('border-b border-brand-100', isChosen && 'bg-brand-50 font-semibold')}>
                <th scope="row" className="px-3 py-2 text-left">
                  {isChosen ? t('table.chosen', { level: name }) : name}
                </th>
                <td className={cell}>{formatBRL(state.p25)}</td>
                <td className={cell}>{formatBRL(state.median)}</td>
                <td className={cell}>{formatBRL(state.p75)}</td>
                <td className={cell}>{formatBRL(national.median)}</td>
                <td className={cell}>{formatCount(state.records)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
