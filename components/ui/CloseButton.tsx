'use client';

import { useTranslations } from 'next-intl';
import { cx } from './cx';

export interface CloseButtonProps {
  onClick: () => void;
  className?: string;
}

/** Round icon button with the accessible name 'Fechar'. */
export function CloseButton({ onClick, className }: CloseButtonProps) {
  const t = useTranslations('Common');
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('close')}
      className={cx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink',
        className,
      )}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}
