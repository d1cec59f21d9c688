'use client';

import { useId, type ReactNode } from 'react';
import { Button } from './Button';
import { ModalFrame } from './ModalFrame';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  /** The safe answer ('Voltar'): it has the focus, and Escape does the same. */
  keepLabel: string;
  /** The answer that goes ahead ('Cancelar agendamento', 'Sair'). */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The confirm button's data-control (analytics). */
  control?: string;
};

/**
 * The kit's question before an action that cannot be undone (`role="alertdialog"`): the safe
 * answer has the focus (data-autofocus) and is what Escape and the backdrop do.
 */
export function ConfirmDialog({ open, title, message, keepLabel, confirmLabel, onConfirm, onClose, control }: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  return (
    <ModalFrame
      open={open}
      onClose={onClose}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={messageId}
      className="gap-4 px-6 py-8 desktop:max-w-[520px]"
    >
      <h2 id={titleId} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      <div id={messageId} className="text-ink-muted">
        {message}
      </div>
      <div className="mt-2 flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
        <Button data-autofocus variant="primary" appearance="outlined" onClick={onClose}>
          {keepLabel}
        </Button>
        <Button variant="primary" appearance="contained" onClick={onConfirm} data-control={control}>
          {confirmLabel}
        </Button>
      </div>
    </ModalFrame>
  );
}
