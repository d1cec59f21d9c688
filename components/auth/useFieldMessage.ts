'use client';

import { useTranslations, type Messages } from 'next-intl';

type ValidationKey = keyof Messages['Validation'];
const PREFIX = 'Validation.';

/**
 * Turns a form error into text: the shared zod schemas give `Validation.*` keys, while the
 * route handlers' 422 `fields` are already pt-BR and shown as they are.
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('Validation');
  return (message) => {
    if (!message) return undefined;
    const key = message.slice(PREFIX.length) as ValidationKey;
    return message.startsWith(PREFIX) && t.has(key) ? t(key) : message;
  };
}
