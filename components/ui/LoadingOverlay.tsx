'use client';

import { useTranslations } from 'next-intl';
import { Portal } from './Portal';
import { useScrollLock } from './useScrollLock';

export interface LoadingOverlayProps {
  /** Show the overlay (default true, so `{busy && <LoadingOverlay />}` also works). */
  open?: boolean;
  /** Text under the spinner (default 'Um momento, por favor....'). */
  label?: string;
}

/** Full-screen busy overlay above everything, modals included. */
export function LoadingOverlay({ open = true, label }: LoadingOverlayProps) {
  if (!open) return null;
  return (
    <Portal>
      <Overlay label={label} />
    </Portal>
  );
}

function Overlay({ label }: { label?: string }) {
  const t = useTranslations('Common');
  useScrollLock(true);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-4 bg-surface/90"
    >
      <span
        aria-hidden="true"
        className="size-12 rounded-full border-4 border-brand-100 border-t-brand-700 motion-safe:animate-spin"
      />
      <p className="text-lg font-semibold text-ink">{label ?? t('loading')}</p>
    </div>
  );
}
