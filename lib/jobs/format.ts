/** How the job pages write an offer's salary and place (pure; pt-BR). */

const reais = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** R$ 3.500 (whole reais). */
export const formatReais = (value: number) => reais.format(value);

export type SalaryText = { kind: 'range'; min: string; max: string } | { kind: 'exact'; value: string } | { kind: 'unknown' };

/** An offer's monthly salary: a range, one value, or not given. */
export function salaryText(min: number | null, max: number | null): SalaryText {
  if (min === null && max === null) return { kind: 'unknown' };
  const low = min ?? max!;
  const high = max ?? min!;
  return low === high ? { kind: 'exact', value: formatReais(low) } : { kind: 'range', min: formatReais(low), max: formatReais(high) };
}

/** Campinas (SP) */
export const placeText = (city: string, state: string) => `${city} (${state})`;
