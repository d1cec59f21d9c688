import { getTranslations } from 'next-intl/server';
import { cx } from '@/components/ui/cx';
import { chartScale, xPercent } from '@/lib/salary/chart';
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
 * table that follows (SalaryTable).
 */
export async function SalaryChart({ levels, uf, chosen }: Props) {
  const t = await getTranslations('Salary');
  const inUf = t(`ufsIn.${uf}`);
  const scale = chartScale(levels);
  const height = levels.length * ROW + AXIS;
  const x = (value: number) => `${xPercent(value, scale)}%`;

  return (
    <figure className="flex flex-col gap-4">
      <svg role="img" aria-labelledby={`${TITLE_ID} ${DESC_ID}`} width="100%" height={height} className="overflow-visible text-ink">
        <title id={TITLE_ID}>{t('chart.title', { inUf })}</title>
        <desc id={DESC_ID}>{t('chart.description', { inUf })}</desc>
        {scale.ticks.map((tick, index) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={0} y2={levels.length * ROW} className="stroke-brand-100" strokeWidth={1} />
            <text
              x={x(tick)}
              y={height - 6}
              textAnchor={index === 0 ? 'start' : index === scale.ticks.length - 1 ? 'end' : 'middle'}
              // On a phone every other label is left out, so they do not run into each other.
              className={cx('fill-ink-muted text-xs', index % 2 === 1 && index !== scale.ticks.length - 1 && 'max-sm:hidden')}
            >
              {formatBRLCompact(tick)}
            </text>
          </g>
        ))}
        {levels.map(({ level, state, national }, row) => {
          const top = row * ROW;
          const isChosen = level === chosen;
          return (
            <g key={level} data-level={level}>
              <text x="0" y={top + LABEL_BASELINE} className={isChosen ? 'fill-brand-900 text-sm font-bold' : 'fill-ink text-sm'}>
                {t('chart.row', { level: t(`levels.${level}`), median: formatBRL(state.median) })}
                {isChosen && ` · ${t('chart.chosen')}`}
              </text>
              <rect
                x={x(state.p25)}
                width={`${xPercent(state.p75, scale) - xPercent(state.p25, scale)}%`}
                y={top + BAR_TOP}
                height={BAR_HEIGHT}
                rx={4}
                className={isChosen ? 'fill-brand-100 stroke-brand-900' : 'fill-brand-50 stroke-brand-700'}
                strokeWidth={isChosen ? 2.5 : 1.5}
              />
              <line x1={x(state.median)} x2={x(state.median)} y1={top + BAR_TOP - 4} y2={top + BAR_TOP + BAR_HEIGHT + 4} className="stroke-brand-900" strokeWidth={4} />
              <circle cx={x(national.median)} cy={top + BAR_TOP + BAR_HEIGHT / 2} r={7} className="fill-accent-700 stroke-surface" strokeWidth={2} />
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
          <li className="flex items-center gap-2">
            <svg aria-hidden="true" focusable="false" width="28" height="14" viewBox="0 0 28 14">
              <rect x="1" y="1" width="26" height="12" rx="3" className="fill-brand-50 stroke-brand-700" strokeWidth={1.5} />
            </svg>
            {t('chart.legendRange', { inUf })}
          </li>
          <li className="flex items-center gap-2">
            <svg aria-hidden="true" focusable="false" width="14" height="18" viewBox="0 0 14 18">
              <line x1="7" x2="7" y1="0" y2="18" className="stroke-brand-900" strokeWidth={4} />
            </svg>
            {t('chart.legendMedian', { inUf })}
          </li>
          <li className="flex items-center gap-2">
            <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 18 18">
              <circle cx="9" cy="9" r="7" className="fill-accent-700 stroke-surface" strokeWidth={2} />
            </svg>
            {t('chart.legendNational')}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
