'use client';

import type { ComponentProps } from 'react';
import { DocumentLink } from '@/components/ui/DocumentLink';
import { lazyComponent } from '@/components/ui/lazyComponent';
import type { ErrorScreen } from './ErrorScreen';
import { Section } from '@/components/ui/Section';

/**
 * The 404's header and error screen, whose code loads only when a 404 is shown: Next sends the root
 * not-found boundary (app/not-found.tsx) with every page, so their code would otherwise be part of
 * what every page loads first (measured: 0.7 kB gzip on the FAQ). After a client navigation the
 * route waits for them, and RouteFocus focuses the heading. If their code cannot be loaded (offline,
 * a deploy), the 404 still says what happened: without the header, and with the same texts in plain
 * markup.
 */
export const LazyHeaderShell = lazyComponent(() => import('./HeaderShell').then((m) => m.HeaderShell), { fallback: NoHeader });
export const LazyErrorScreen = lazyComponent(() => import('./ErrorScreen').then((m) => m.ErrorScreen), { fallback: PlainErrorScreen });

function NoHeader() {
  return null;
}

/** The error screen's texts and its way home, without the screen's code: the same markup as ErrorScreen's. */
function PlainErrorScreen({ title, message, backHomeLabel }: ComponentProps<typeof ErrorScreen>) {
  return (
    <Section title={title} level={1} titleClassName="text-3xl font-bold text-brand-900" className="mx-auto flex max-w-2xl flex-col items-start gap-6 px-4 py-20">
      <p className="text-lg text-ink-muted">{message}</p>
      <div className="flex flex-wrap gap-3">
        <DocumentLink href="/" className="underline">
          {backHomeLabel}
        </DocumentLink>
      </div>
    </Section>
  );
}
