import { getTranslations } from 'next-intl/server';
import { formatBRL, formatCount } from '@/lib/salary/format';
import type { SalaryLevel, UfCode } from '@/lib/salary/regions';
import type { LevelFigures } from '@/lib/salary/types';
import { SalaryTableView } from './SalaryTableView';

type Props = { occupation: string; levels: readonly LevelFigures[]; uf: UfCode; chosen: SalaryLevel };

/** The chart's figures as a table, written on the server and handed to SalaryTableView as its texts. */
export async function SalaryTable({ occupation, levels, uf, chosen }: Props) {
  const t = await getTranslations('Salary');
  const inUf = t(`ufsIn.${uf}`);
  const view = {
    caption: t('table.caption', { occupation, inUf }),
    scrollHint: t('table.scrollHint'),
    head: [t('table.level'), t('table.p25', { uf }), t('table.median', { uf }), t('table.p75', { uf }), t('table.national'), t('table.records', { uf })],
    rows: levels.map(({ level, state, national }) => {
      const name = t(`levels.${level}`);
      return [
        level === chosen ? t('table.chosen', { level: name }) : name,
        formatBRL(state.p25),
        formatBRL(state.median),
        formatBRL(state.p75),
        formatBRL(national.median),
        formatCount(state.records),
      ];
    }),
    chosen: levels.findIndex((each) => each.level === chosen),
  };
  return <SalaryTableView view={view} />;
}
