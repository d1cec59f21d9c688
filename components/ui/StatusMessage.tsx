'use client';

import type { ReactNode } from 'react';
import { cx } from './cx';

export type StatusNote = { title: string; message?: ReactNode };

/**
 * A routine success told in place ('Celular atualizado', 'Logo salvo!'): a polite live region
 * (`role="status"`) that is always in the page, so what appears in it is announced, and that never
 * takes the focus or blocks the screen. The spec's own success dialogs stay dialogs (SuccessModal).
 */
export function StatusMessage({ note, className }: { note: StatusNote | null; className?: string }) {
  return (
    <div role="status" className={cx(note && 'flex gap-3 rounded-xl border border-success bg-success-soft p-4 text-ink', className)}>
      {note && (
        <>
          <svg viewBox="0 0 24 24" className="mt-0.5 size-5 shrink-0 text-success" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
          <p>
            <strong className="font-bold">{note.title}</strong>
            {note.message && <> {note.message}</>}
          </p>
        </>
      )}
    </div>
  );
}
