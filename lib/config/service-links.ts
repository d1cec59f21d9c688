import { CATALOGUE_PATH } from '@/lib/courses/paths';
import { catalogueSearch } from '@/lib/courses/filter';
import { SERVICES } from './benefit-services';

/**
 * The links from one service to another (each shown only to a customer who holds the other):
 * real queries of the partner's search, each tested to find results in the sandbox.
 */

/** The courses search the financial-guidance booking page suggests. */
export const FINANCE_COURSES_QUERY = 'finanças';
export const FINANCE_COURSES_HREF = `${CATALOGUE_PATH}${catalogueSearch({ q: FINANCE_COURSES_QUERY, pagina: 1 }, 1)}`;

/** Where saved logos lead: booking the marketing call. */
export const MARKETING_CALL_HREF = SERVICES.marketing.href;
