import { getTranslations } from 'next-intl/server';
import { chartScale, xPercent, xSpan } from '@/lib/salary/chart';
import { formatBRL, formatBRLCompact } from '@/lib/salary/format';
import type { SalaryLevel, UfCode } from '@/lib/salary/regions';
import type { LevelFigures } from '@/lib/salary/types';
import { SalaryChartView, type ChartView } from './SalaryChartView';

type Props = { levels: readonly LevelFigures[]; uf: UfCode; chosen: SalaryLevel };

/**
 * The levels compared, drawn from the figures on the server (no chart code beyond the drawing):
 * the texts translated here and each position in % of the chart's width (lib/salary/chart.ts),
 * handed to SalaryChartView as a few numbers and strings.
 */
export async function SalaryChart({ levels, uf, chosen }: Props) {
  const t = await getTranslations('Salary');
  const inUf = t(`ufsIn.${uf}`);
  const scale = chartScale(levels);
  const view: ChartView = {
    title: t('chart.title', { inUf }),
    description: t('chart.description', { inUf }),
    ticks: scale.ticks.map((tick) => [xPercent(tick, scale), formatBRLCompact(tick)] as const),
    rows: levels.map(({ level, state, national }) => {
      const label = t('chart.row', { level: t(`levels.${level}`), median: formatBRL(state.median) });
      const figures = [xPercent(state.p25, scale), xSpan(state.p25, state.p75, scale), xPercent(state.median, scale), xPercent(national.median, scale)] as const;
      return level === chosen ? ([level, `${label} · ${t('chart.chosen')}`, ...figures, 1] as const) : ([level, label, ...figures] as const);
    }),
    legend: [t('chart.legendRange', { inUf }), t('chart.legendMedian', { inUf }), t('chart.legendNational')],
  };
  return <SalaryChartView view={view} />;
}
