import { getRequestConfig } from 'next-intl/server';
import messages from '../messages/pt-BR.json';

export const LOCALE = 'pt-BR';
export const TIME_ZONE = 'America/Sao_Paulo';

// Single locale, no locale routing: every request renders pt-BR.
export default getRequestConfig(async () => ({
  locale: LOCALE,
  timeZone: TIME_ZONE,
  messages,
}));
