'use client';

import { useTranslations } from 'next-intl';

const PREFIX = 'Logo.';

/** A form error as text: the shared schemas give `Logo.validation.*` keys; a 422's fields are already pt-BR. */
export function useLogoMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('Logo');
  return (message) => {
    if (!message) return undefined;
    const key = message.slice(PREFIX.length);
    return message.startsWith(PREFIX) && t.has(key as 'validation.choose') ? t(key as 'validation.choose') : message;
  };
}
