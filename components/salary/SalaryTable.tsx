import { getTranslations } from 'next-intl/server';
import { formatBRL, formatCount } from '@/lib/salary/format';
import type { SalaryLevel, UfCode } from '@/lib/salary/regions';
import type { LevelFigures } from '@/lib/salary/types';

type Props = { occupation: string; levels: readonly LevelFigures[]; uf: UfCode; chosen: SalaryLevel };

/** The chart's figures as a table (for screen readers, and for anyone who prefers numbers); its cells' look is the `salary-table` rules of app/globals.css. */
export async function SalaryTable({ occupation, levels, uf, chosen }: Props) {
  const t = await getTranslations('Salary');
  const inUf = t(`ufsIn.${uf}`);
  const caption = t('table.caption', { occupation, inUf });
  // The caption is read from the table (kept for screen readers) and shown above the scroll area, where
  // it wraps on a phone instead of being cut at the table's width; narrower than the table, the area says
  // it scrolls (a container query: only when the columns do not fit).
  return (
    <div className="@container flex flex-col gap-2">
      <p aria-hidden="true" className="font-semibold text-brand-900">
        {caption}
      </p>
      <p id="salary-table-hint" className="text-sm text-ink-muted @min-[40rem]:hidden">
        {t('table.scrollHint')} <span aria-hidden="true">→</span>
      </p>
      <div
        className="overflow-x-auto"
        role="region"
        aria-labelledby="salary-table-caption"
        aria-describedby="salary-table-hint"
        tabIndex={0}
      >
        <table className="salary-table">
          <caption id="salary-table-caption" className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                {t('table.level')}
              </th>
              <th scope="col">
                {t('table.p25', { uf })}
              </th>
              <th scope="col">
                {t('table.median', { uf })}
              </th>
              <th scope="col">
                {t('table.p75', { uf })}
              </th>
              <th scope="col">
                {t('table.national')}
              </th>
              <th scope="col">
                {t('table.records', { uf })}
              </th>
            </tr>
          </thead>
          <tbody>
            {levels.map(({ level, state, national }) => {
              const isChosen = level === chosen;
              const name = t(`levels.${level}`);
              return (
                <tr key={level} data-chosen={isChosen || undefined}>
                  <th scope="row">
                    {isChosen ? t('table.chosen', { level: name }) : name}
                  </th>
                  <td>{formatBRL(state.p25)}</td>
                  <td>{formatBRL(state.median)}</td>
                  <td>{formatBRL(state.p75)}</td>
                  <td>{formatBRL(national.median)}</td>
                  <td>{formatCount(state.records)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
