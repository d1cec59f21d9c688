import { SERVICES } from '@/lib/config/benefit-services';
import { SALARY_PARAMS } from './query';
import type { SearchParams } from './read-query';

/** The comparator's own address with the query's parameters as given (a retry keeps them). */
export function sameQueryHref(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const name of Object.values(SALARY_PARAMS)) {
    const value = params[name];
    if (typeof value === 'string') search.set(name, value);
  }
  const query = search.toString();
  return query ? `${SERVICES.salary.href}?${query}` : SERVICES.salary.href;
}
