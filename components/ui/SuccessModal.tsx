'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from './Button';
import { ModalFrame } from './ModalFrame';

export interface SuccessModalProps {
  open: boolean;
  /** Called by the button and by Escape. */
  onClose: () => void;
  title: ReactNode;
  message?: ReactNode;
  /** Button label (default 'ACEITAR'). */
  buttonLabel?: string;
}

/** Confirmation modal: success icon, title, optional message and one button. */
export function SuccessModal({ open, onClose, title, message, buttonLabel }: SuccessModalProps) {
  const t = useTranslations('Common');
  const titleId = useId();
  const messageId = useId();
  const hasMessage = message !== undefined && message !== null;

  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      describedBy={hasMessage ? messageId : undefined}
      className="items-center gap-4 px-6 py-10 text-center desktop:max-w-[480px]"
    >
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-success text-white" aria-hidden="true">
        <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
      </span>
      <h2 id={titleId} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {hasMessage && (
        <div id={messageId} className="text-ink-muted">
          {message}
        </div>
      )}
      {/* The first focus, even when the message has controls of its own ('Adicionar à agenda'). */}
      <Button variant="primary" appearance="contained" className="mt-2 min-w-48" onClick={onClose} data-autofocus>
        {buttonLabel ?? t('accept')}
      </Button>
    </ModalFrame>
  );
}
