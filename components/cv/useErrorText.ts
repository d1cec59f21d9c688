'use client';

import { useTranslations } from 'next-intl';
import type { FieldError } from 'react-hook-form';

/** A dotted key of messages/pt-BR.json, as the CV schemas give them ('Validation.phoneLength', 'Cv.validation.future'). */
type MessageKey = Parameters<ReturnType<typeof useTranslations<never>>>[0];

/**
 * The text of a form error: the shared schemas give message keys ('Validation.*', 'Cv.validation.*'),
 * the route handlers' 422 fields are already pt-BR and shown as they are.
 */
export function useErrorText(): (error: FieldError | string | undefined) => string | undefined {
  const t = useTranslations();
  return (error) => {
    const message = typeof error === 'string' ? error : error?.message;
    if (!message) return undefined;
    const key = message as MessageKey;
    return /^(Validation|Cv)\./.test(message) && t.has(key) ? t(key) : message;
  };
}
