'use client';

import { useTranslations } from 'next-intl';

const PREFIX = 'Booking.validation.';

/**
 * A booking form's error as text: the shared zod schemas give `Booking.validation.*` keys, while
 * the handlers' 422 `fields` are already pt-BR and shown as they are.
 */
export function useBookingMessage(): (message: string | undefined) => string | undefined {
  const t = useTranslations('Booking.validation');
  return (message) => {
    if (!message) return undefined;
    const key = message.slice(PREFIX.length);
    return message.startsWith(PREFIX) && t.has(key as never) ? t(key as never) : message;
  };
}
