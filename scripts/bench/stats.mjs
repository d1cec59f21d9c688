// Statistics of the measurements (pure): percentiles by linear interpolation between the closest
// ranks (the common "type 7" definition: the median of an even count is the mean of the two middle
// values), summaries and pairwise differences.

const ascending = (values) => Float64Array.from(values).sort();

/** The q-quantile of values already sorted in ascending order. */
function quantileOfSorted(sorted, q) {
  if (sorted.length === 0 || !(q >= 0 && q <= 1)) return Number.NaN;
  const rank = q * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

/** The q-quantile (0 ≤ q ≤ 1) of `values`; NaN for an empty list or a q outside [0, 1]. */
export const percentile = (values, q) => quantileOfSorted(ascending(values), q);

export const median = (values) => percentile(values, 0.5);

/** Count, min, p50, p95, p99, max and mean of `values` (NaN for the statistics of an empty list). */
export function summarize(values) {
  const sorted = ascending(values);
  const count = sorted.length;
  return {
    count,
    min: count === 0 ? Number.NaN : sorted[0],
    p50: quantileOfSorted(sorted, 0.5),
    p95: quantileOfSorted(sorted, 0.95),
    p99: quantileOfSorted(sorted, 0.99),
    max: count === 0 ? Number.NaN : sorted[count - 1],
    mean: count === 0 ? Number.NaN : sorted.reduce((sum, v) => sum + v, 0) / count,
  };
}

/** a[i] − b[i] for each pair (the two lists must be measured pairwise, so of one length). */
export function differences(a, b) {
  if (a.length !== b.length) throw new RangeError(`pairwise lists differ in length (${a.length} and ${b.length})`);
  return a.map((value, i) => value - b[i]);
}
