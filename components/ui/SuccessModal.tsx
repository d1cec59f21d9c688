'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from './Button';
import { MessageDialog } from './MessageDialog';

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

  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      className="items-center gap-4 px-6 py-10 text-center desktop:max-w-[480px]"
      icon={
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-success text-white" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
      }
      title={title}
      titleClassName="section-title"
      message={message}
    >
      {/* The first focus, even when the message has controls of its own ('Adicionar à agenda'). */}
      <Button variant="primary" appearance="contained" className="mt-2 min-w-48" onClick={onClose} data-autofocus>
        {buttonLabel ?? t('accept')}
      </Button>
    </MessageDialog>
  );
}
