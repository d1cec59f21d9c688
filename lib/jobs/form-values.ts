import type { ParsedJobSearch } from '@/lib/validation/jobs';

/** What the search form shows: the valid filters, or what the URL said when it was not valid (so nothing typed is lost). */
export type JobFormValues = { q: string; uf: string; cidade: string; modalidade: string[]; contrato: string[]; ordem: string };

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const list = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export function formValues(parsed: ParsedJobSearch): JobFormValues {
  if (parsed.ok) {
    const { q = '', uf = '', cidade = '', modalidade, contrato, ordem = '' } = parsed.filters;
    return { q, uf, cidade, modalidade, contrato, ordem };
  }
  const { raw } = parsed;
  return { q: text(raw.q), uf: text(raw.uf).toUpperCase(), cidade: text(raw.cidade), modalidade: list(raw.modalidade), contrato: list(raw.contrato), ordem: text(raw.ordem) };
}
