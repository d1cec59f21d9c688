import type { JobFilterName } from '@/lib/validation/jobs';

/** The id of each filter's control (the error summary links to them; the page number has none). */
export const FILTER_IDS: Record<Exclude<JobFilterName, 'pagina'>, string> = {
  q: 'jobs-q',
  uf: 'jobs-uf',
  cidade: 'jobs-cidade',
  modalidade: 'jobs-modalidade',
  contrato: 'jobs-contrato',
  ordem: 'jobs-ordem',
};
