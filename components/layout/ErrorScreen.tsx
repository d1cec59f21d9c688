'use client';

import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/Button';
import { DocumentLink } from '@/components/ui/DocumentLink';
import { Section } from '@/components/ui/Section';

/**
 * `supportCode`: 'Código do atendimento: …' under the message (a failing render's, drawn by
 * app/error.tsx), given drawn so that this screen does not carry the support code's code.
 */
type Props = { title: string; message: string; backHomeLabel: string; supportCode?: ReactNode; children?: ReactNode };

/**
 * The generic 'Unexpected Application Error!' screen for unmatched and failing routes. A client
 * component (app/error.tsx renders it in the browser anyway): the root not-found that Next sends
 * with every page carries its three texts, not its element tree, and loads its code only when a 404
 * is shown (LazyNotFoundParts).
 */
export function ErrorScreen({ title, message, backHomeLabel, supportCode, children }: Props) {
  return (
    <Section title={title} level={1} titleClassName="text-3xl font-bold text-brand-900" className="mx-auto flex max-w-2xl flex-col items-start gap-6 px-4 py-20">
      <p className="text-lg text-ink-muted">{message}</p>
      {supportCode}
      <div className="flex flex-wrap gap-3">
        <DocumentLink href="/" className={buttonClasses({ variant: 'primary', appearance: 'contained' })}>
          {backHomeLabel}
        </DocumentLink>
        {children}
      </div>
    </Section>
  );
}
