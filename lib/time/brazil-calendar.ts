import { tz } from '@date-fns/tz';
import { format, formatDistanceStrict } from 'date-fns';
import { ptBR } from 'date-fns/locale/pt-BR';
import { BRAZIL_TZ, brazilInstant, type Instant } from './brazil.ts';

/**
 * Brazil time's calendar: ISO with the offset and relative times, with date-fns in
 * America/Sao_Paulo. Apart from ./brazil.ts so that a page that only shows dates, or books a day,
 * does not send date-fns to the browser (wall-clock times, day keys and day arithmetic are ./brazil.ts's, Intl only).
 */
const inBrazil = tz(BRAZIL_TZ);

/** The instant in Brazil time as ISO 8601 with its offset: 2026-11-24T07:30:00-03:00. */
export const brazilIso = (instant: Instant) => format(instant, "yyyy-MM-dd'T'HH:mm:ssXXX", { in: inBrazil });

/** 'há 3 dias', 'há 2 horas' (strict units, Portuguese), from `now`. */
export const ago = (instant: Instant, now: Instant) => formatDistanceStrict(instant, now, { locale: ptBR, addSuffix: true, roundingMethod: 'floor' });

/** A Brazil calendar year as instants: from 1 January 00:00 to the next 1 January 00:00 (exclusive), Brazil time. */
export const brazilYearBounds = (year: number) => ({ start: brazilInstant(`${year}-01-01`), end: brazilInstant(`${year + 1}-01-01`) });
