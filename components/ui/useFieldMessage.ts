'use client';

import { useTranslations } from 'next-intl';

/** A dotted key of messages/pt-BR.json ('Validation.required', 'Booking.validation.noteTooLong'). */
type MessageKey = Parameters<ReturnType<typeof useTranslations<never>>>[0];

/** 'Namespace.key' or deeper: how the shared zod schemas name their messages. */
const MESSAGE_KEY = /^[A-Z][A-Za-z]*(\.[A-Za-z0-9_]+)+$/;

/**
 * The one translator of form errors. Its contract: the shared zod schemas give the full key of a
 * message in messages/pt-BR.json (any namespace: 'Validation.*', 'Booking.validation.*',
 * 'Logo.validation.*', 'Cv.validation.*', 'Survey.validation.*'), which is shown translated;
 * anything else (the route handlers' 422 `fields`, a text set by the form) is already pt-BR and
 * shown as it is. Takes the message or react-hook-form's FieldError; undefined stays undefined.
 */
export function useFieldMessage(): (error: string | { message?: string } | undefined) => string | undefined {
  const t = useTranslations();
  return (error) => {
    const message = typeof error === 'string' ? error : error?.message;
    if (!message) return undefined;
    const key = message as MessageKey;
    return MESSAGE_KEY.test(message) && t.has(key) ? t(key) : message;
  };
}
