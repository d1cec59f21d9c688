'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from './Button';
import { MessageDialog } from './MessageDialog';
import { SupportCode } from './SupportCode';

export interface ErrorDialogProps {
  open: boolean;
  /** Called by Escape, and by the button when no `onAction` is given. */
  onClose: () => void;
  /** Default 'Error'; e.g. 'Erro na conexão', 'Limite excedido', 'Usuário já registrado'. */
  title?: ReactNode;
  message: ReactNode;
  /** Button label, default 'ACEITAR' (e.g. 'ACESSAR MINHA CONTA'). */
  actionLabel?: string;
  /** Button handler, default `onClose`. It replaces `onClose` for the button, so close the dialog in it too. */
  onAction?: () => void;
  /** The support code of the request that failed ('Código do atendimento: …' under the message). */
  supportCode?: string;
}

/** Error alert dialog (`role="alertdialog"`): not dismissed by a backdrop click. */
export function ErrorDialog({ open, onClose, title, message, actionLabel, onAction, supportCode }: ErrorDialogProps) {
  const t = useTranslations('Common');

  return (
    <MessageDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      dismissOnBackdrop={false}
      className="items-center gap-4 px-6 py-10 text-center desktop:max-w-[480px]"
      icon={
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-danger text-white" aria-hidden="true">
          <svg viewBox="0 0 24 24" className="size-9" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" focusable="false">
            <path d="M12 6.5v7M12 17.5v.01" />
          </svg>
        </span>
      }
      title={title ?? t('errorTitle')}
      message={message}
    >
      {supportCode && <SupportCode code={supportCode} />}
      <Button variant="primary" appearance="contained" className="mt-2 min-w-48" onClick={onAction ?? onClose}>
        {actionLabel ?? t('accept')}
      </Button>
    </MessageDialog>
  );
}
