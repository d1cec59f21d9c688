'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useMemo, type ReactNode } from 'react';
import { mergeTexts, type Texts } from './merge-texts';

/**
 * Adds a segment's texts to those of the provider above it. A NextIntlClientProvider replaces its
 * parent's messages (use-intl's IntlProvider takes `messages` as given), so each segment would have
 * to repeat the site's texts; merging here in the browser sends each text once.
 */
export function MoreTexts({ messages, children }: { messages: Texts; children: ReactNode }) {
  const parent = useMessages();
  const locale = useLocale();
  const merged = useMemo(() => mergeTexts(parent, messages), [parent, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged as ReturnType<typeof useMessages>}>
      {children}
    </NextIntlClientProvider>
  );
}
