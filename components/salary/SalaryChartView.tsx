'use client';

import type { SalaryLevel } from '@/lib/salary/regions';

/** Vertical layout of the chart, in px: text keeps its size at any width (x positions are in %). */
const ROW = 66;
const LABEL_BASELINE = 20;
const BAR_TOP = 30;
const BAR_HEIGHT = 22;
const AXIS = 28;

/** One chart per page: fixed ids for its title and description. */
const TITLE_ID = 'salary-chart-title';
const DESC_ID = 'salary-chart-desc';

/**
 * The chart as components/salary/SalaryChart.tsx writes it on the server: its texts, and each
 * position in % of the chart's width (lib/salary/chart.ts).
 */
export type ChartView = {
  title: string;
  description: string;
  /** The axis: each tick's position and its amount ('R$ 10 mil'). */
  ticks: ReadonlyArray<readonly [x: number, label: string]>;
  /** Per level (a tuple: the props go out in the page): its label, the bar from the 25th percentile and its width, the state's median, the national median, and whether it is the level asked about. */
  rows: ReadonlyArray<readonly [level: SalaryLevel, label: string, from: number, width: number, median: number, national: number, chosen?: 1]>;
  legend: readonly [range: string, median: string, national: string];
};

const pc = (x: number) => `${x}%`;

/**
 * The drawing of the levels compared (SVG, no chart library): for each level the state's range
 * from the 25th to the 75th percentile, its median (a vertical stroke) and the national median (a
 * circle); an image for assistive technology, its figures in the table that follows. Not
 * interactive: a client component only so the page carries its few figures once (as its props)
 * rather than its whole drawing twice (a Server Component's markup goes out in the HTML and in the
 * flight data). Its colours and strokes are the `salary-chart` rules of app/globals.css.
 */
export function SalaryChartView({ view }: { view: ChartView }) {
  const plotHeight = view.rows.length * ROW;
  return (
    <figure className="salary-chart">
      <svg role="img" aria-labelledby={`${TITLE_ID} ${DESC_ID}`} width="100%" height={plotHeight + AXIS}>
        <title id={TITLE_ID}>{view.title}</title>
        <desc id={DESC_ID}>{view.description}</desc>
        <g className="chart-grid">
          {view.ticks.map(([x]) => (
            <line key={x} x1={pc(x)} x2={pc(x)} y2={plotHeight} />
          ))}
          {view.ticks.map(([x, label]) => (
            <text key={x} x={pc(x)} y={plotHeight + AXIS - 6}>
              {label}
            </text>
          ))}
        </g>
        {view.rows.map(([level, label, from, width, median, national, chosen], row) => {
          const top = row * ROW;
          return (
            <g key={level} data-level={level} data-chosen={chosen ? true : undefined}>
              <text y={top + LABEL_BASELINE}>{label}</text>
              <rect x={pc(from)} width={pc(width)} y={top + BAR_TOP} height={BAR_HEIGHT} rx={4} />
              <line x1={pc(median)} x2={pc(median)} y1={top + BAR_TOP - 4} y2={top + BAR_TOP + BAR_HEIGHT + 4} />
              <circle cx={pc(national)} cy={top + BAR_TOP + BAR_HEIGHT / 2} r={7} />
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
            {view.legend[0]}
          </li>
          <li>
            <svg aria-hidden="true" width="14" height="18">
              <line x1="7" x2="7" y2="18" />
            </svg>
            {view.legend[1]}
          </li>
          <li>
            <svg aria-hidden="true" width="18" height="18">
              <circle cx="9" cy="9" r="7" />
            </svg>
            {view.legend[2]}
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
