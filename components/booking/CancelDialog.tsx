'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { ModalFrame } from '@/components/ui/ModalFrame';

type Props = {
  open: boolean;
  /** The service's name and the appointment's time, as the question names them. */
  service: string;
  when: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** 'Cancelar este agendamento?': the safe answer ('Voltar') has the focus (data-autofocus); Escape keeps the appointment. */
export function CancelDialog({ open, service, when, onConfirm, onClose }: Props) {
  const t = useTranslations('Appointments');
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
        {t('cancelTitle')}
      </h2>
      <p id={messageId} className="text-ink-muted">
        {t('cancelMessage', { service, when })}
      </p>
      <div className="mt-2 flex flex-col-reverse gap-3 desktop:flex-row desktop:justify-end">
        <Button data-autofocus variant="primary" appearance="outlined" onClick={onClose}>
          {t('cancelKeep')}
        </Button>
        <Button variant="primary" appearance="contained" onClick={onConfirm} data-control="appointment-cancel-confirm">
          {t('cancelConfirm')}
        </Button>
      </div>
    </ModalFrame>
  );
}
