// Formatting of the bench's figures and its Markdown table (pure). kB are 1000 bytes.

const MINUS = '−';
const missing = (value) => value === null || value === undefined || Number.isNaN(value);

/** A number with a fixed count of decimals, '—' when there is none, a true minus sign when negative. */
export function fixed(value, decimals = 0) {
  if (missing(value)) return '—';
  const text = Math.abs(value).toFixed(decimals);
  return value < 0 && Number(text) !== 0 ? `${MINUS}${text}` : text;
}

/** Milliseconds: one decimal under 100 ms, whole above. */
export const ms = (value) => (missing(value) ? '—' : `${fixed(value, Math.abs(value) < 100 ? 1 : 0)} ms`);

/** Bytes as kB (1000 bytes), one decimal. */
export const kB = (bytes) => (missing(bytes) ? '—' : `${fixed(bytes / 1000, 1)} kB`);

/** A signed difference, with its unit formatter: '+1.2 kB', '−3.0 ms', '±0'. */
export function signed(value, unit = (v) => fixed(v)) {
  if (missing(value)) return '—';
  if (value === 0) return '±0';
  const text = unit(Math.abs(value));
  return value > 0 ? `+${text}` : `${MINUS}${text}`;
}

/** portal / reference as '0.82×'; '—' when the reference is zero or missing. */
export function ratio(portal, reference) {
  if (missing(portal) || missing(reference) || reference === 0) return '—';
  return `${(portal / reference).toFixed(2)}×`;
}

/** The verdict cell: ✔ met, ✖ missed, '' for a figure without a target. */
export const verdict = (met) => (met === true ? '✔' : met === false ? '✖' : '');

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

/** A Markdown table: `columns` are [key, title] pairs, `rows` objects with those keys. */
export function markdownTable(columns, rows) {
  const line = (cells) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(columns.map(([, title]) => title)), line(columns.map(() => '---')), ...rows.map((row) => line(columns.map(([key]) => row[key] ?? '')))].join(
    '\n',
  );
}
