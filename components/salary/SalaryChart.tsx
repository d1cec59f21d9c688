import { getTranslations } from 'next-intl/server';
import { chartScale, xPercent, xSpan } from '@/lib/salary/chart';
import { formatBRL, formatBRLCompact } from '@/lib/salary/format';
import type { SalaryLevel, UfCode } from '@/lib/salary/regions';
import type { LevelFigures } from '@/lib/salary/types';

/** Vertical layout of the chart, in px: text keeps its size at any width (x positions are in %). */
const ROW = 66;
const LABEL_BASELINE = 20;
const BAR_TOP = 30;
const BAR_HEIGHT = 22;
const AXIS = 28;

/** One chart per page: fixed ids for its title and description. */
const TITLE_ID = 'salary-chart-title';
const DESC_ID = 'salary-chart-desc';

type Props = { levels: readonly LevelFigures[]; uf: UfCode; chosen: SalaryLevel };

/**
 * The levels compared, on the server, as SVG (no chart code in the browser): for each level, the
 * state's range from the 25th to the 75th percentile, its median (a vertical stroke) and the
 * national median (a circle). An image for assistive technology, with the same figures in the
 * table that follows (SalaryTable). Its colours and strokes are the `salary-chart` rules of
 * app/globals.css (a Server Component's markup goes out twice: in the HTML and the flight data).
 */
export async function SalaryChart({ levels, uf, chosen }: Props) {
  const t = await getTranslations('Salary');
  const inUf = t(`ufsIn.${uf}`);
  const scale = chartScale(levels);
  const plotHeight = levels.length * ROW;
  const x = (value: number) => `${xPercent(value, scale)}%`;

  return (
    <figure className="salary-chart">
      <svg role="img" aria-labelledby={`${TITLE_ID} ${DESC_ID}`} width="100%" height={plotHeight + AXIS}>
        <title id={TITLE_ID}>{t('chart.title', { inUf })}</title>
        <desc id={DESC_ID}>{t('chart.description', { inUf })}</desc>
        <g className="chart-grid">
          {scale.ticks.map((tick) => (
            <line key={tick} x1={x(tick)} x2={x(tick)} y2={plotHeight} />
          ))}
          {scale.ticks.map((tick) => (
            <text key={tick} x={x(tick)} y={plotHeight + AXIS - 6}>
              {formatBRLCompact(tick)}
            </text>
          ))}
        </g>
        {levels.map(({ level, state, national }, row) => {
          const top = row * ROW;
          const isChosen = level === chosen;
          const label = t('chart.row', { level: t(`levels.${level}`), median: formatBRL(state.median) });
          return (
            <g key={level} data-level={level} data-chosen={isChosen || undefined}>
              <text y={top + LABEL_BASELINE}>{isChosen ? `${label} · ${t('chart.chosen')}` : label}</text>
              <rect x={x(state.p25)} width={`${xSpan(state.p25, state.p75, scale)}%`} y={top + BAR_TOP} height={BAR_HEIGHT} rx={4} />
              <line x1={x(state.median)} x2={x(state.median)} y1={top + BAR_TOP - 4} y2={top + BAR_TOP + BAR_HEIGHT + 4} />
              <circle cx={x(national.median)} cy={top + BAR_TOP + BAR_HEIGHT / 2} r={7} />
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul>
          <li>
            <svg aria-hidden="true" width="28" height="14">
              <rect x="1" y="1" width="26" height="12" rx="3" />
            </svg>
            {t('chart.legendRange', { inUf })}
          </li>
          <li>
            <svg aria-hidden="true" width="14" height="18">
              <line x1="7" x2="7" y2="18" />
            </svg>
            {t('chart.legendMedian', { inUf })}
          </li>
          <li>
            <svg aria-hidden="true" width="18" height="18">
              <circle cx="9" cy="9" r="7" />
            </svg>
            {t('chart.legendNational')}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
