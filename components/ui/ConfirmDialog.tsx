'use client';

import type { ReactNode } from 'react';
import { Button } from './Button';
import { MessageDialog } from './MessageDialog';

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
  /** 'danger' when the action destroys something (Excluir): the confirm button says so in red. */
  tone?: 'danger';
};

/**
 * The kit's question before an action that cannot be undone (`role="alertdialog"`): the safe
 * answer has the focus (data-autofocus) and is what Escape and the backdrop do.
 */
export function ConfirmDialog({ open, title, message, keepLabel, confirmLabel, onConfirm, onClose, control, tone }: ConfirmDialogProps) {
  return (
    <MessageDialog open={open} onClose={onClose} role="alertdialog" className="gap-4 px-6 py-8 desktop:max-w-[520px]" title={title} message={message}>
      <div className="mt-2 flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
        <Button data-autofocus variant="primary" appearance="outlined" onClick={onClose}>
          {keepLabel}
        </Button>
        <Button variant={tone ?? 'primary'} appearance="contained" onClick={onConfirm} data-control={control}>
          {confirmLabel}
        </Button>
      </div>
    </MessageDialog>
  );
}
