/**
 * How the comparator writes its figures (pt-BR), on the server: no figure is computed or
 * formatted in the browser.
 */

const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const compactCurrency = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const count = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/** R$ 9.680,00 */
export const formatBRL = (value: number) => currency.format(value);

/** R$ 12,5 mil: the chart's axis. */
export const formatBRLCompact = (value: number) => compactCurrency.format(value);

/** 12.345 */
export const formatCount = (value: number) => count.format(value);

/** 18% */
export const formatPercent = (ratio: number) => percent.format(ratio);

export type MedianGap = { direction: 'above' | 'below' | 'equal'; ratio: number };

/** How the state's median stands against the national one: 'above' 0.18 = 18% above. Under 0.5% counts as equal. */
export function medianGap(state: number, national: number): MedianGap {
  const ratio = national > 0 ? state / national - 1 : 0;
  if (Math.abs(ratio) < 0.005) return { direction: 'equal', ratio: 0 };
  return { direction: ratio > 0 ? 'above' : 'below', ratio: Math.abs(ratio) };
}

/** Under this many records, a figure is shown with a word of caution. */
export const FEW_RECORDS = 30;

/**
 * 31/12/2025, from a day key (2025-12-31) the wire schema has checked: the calendar day as it is
 * written, without building the instant of its noon in Brazil (date-fns with the time zone) first.
 */
export function formatDayKey(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
