'use client';

import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from './Button';
import { CloseButton } from './CloseButton';
import { ModalFrame } from './ModalFrame';

export interface ContentModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The content; it scrolls inside the modal. */
  children: ReactNode;
  /** When given, a checkbox with this label must be ticked before the action button is enabled. */
  acknowledgeLabel?: ReactNode;
  /** Action button label (default 'ACEITAR'). The button shows when any of the action props is given. */
  actionLabel?: string;
  /** Action button handler (default `onClose`). */
  onAction?: () => void;
  /** When given, a button with this label ('Cancelar') beside the action closes the modal without acting. */
  cancelLabel?: string;
}

/** Centred modal (max 770 px) for legal texts and other long content. */
export function ContentModal({ open, onClose, title, ...rest }: ContentModalProps) {
  const titleId = useId();
  return (
    <ModalFrame open={open} onClose={onClose} labelledBy={titleId}>
      <ContentModalBody titleId={titleId} title={title} onClose={onClose} {...rest} />
    </ModalFrame>
  );
}

/** Mounted only while open, so the checkbox starts unticked every time. */
function ContentModalBody({
  titleId,
  title,
  onClose,
  children,
  acknowledgeLabel,
  actionLabel,
  onAction,
  cancelLabel,
}: Omit<ContentModalProps, 'open'> & { titleId: string }) {
  const t = useTranslations('Common');
  const checkboxId = useId();
  const [acknowledged, setAcknowledged] = useState(false);
  const needsAcknowledgement = acknowledgeLabel !== undefined && acknowledgeLabel !== null;
  const hasFooter = needsAcknowledgement || actionLabel !== undefined || onAction !== undefined;

  return (
    <>
      <div className="flex items-start justify-between gap-4 border-b border-surface-muted px-6 pt-6 pb-4">
        <h2 id={titleId} className="pt-1.5 text-xl font-bold text-brand-900">
          {title}
        </h2>
        <CloseButton onClick={onClose} />
      </div>
      <div
        role="region"
        aria-labelledby={titleId}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto px-6 py-4 text-ink"
      >
        {children}
      </div>
      {hasFooter && (
        <div className="flex flex-col gap-4 border-t border-surface-muted px-6 py-4 desktop:flex-row desktop:items-center desktop:justify-between">
          {needsAcknowledgement ? (
            <div className="flex items-start gap-3">
              <input
                id={checkboxId}
                type="checkbox"
                checked={acknowledged}
                onChange={(event) => setAcknowledged(event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={checkboxId} className="text-ink">
                {acknowledgeLabel}
              </label>
            </div>
          ) : (
            <span aria-hidden="true" />
          )}
          <div className="flex flex-col-reverse gap-3 desktop:flex-row">
            {cancelLabel && (
              <Button variant="primary" appearance="outlined" onClick={onClose}>
                {cancelLabel}
              </Button>
            )}
            <Button
              variant="primary"
              appearance="contained"
              disabled={needsAcknowledgement && !acknowledged}
              onClick={onAction ?? onClose}
            >
              {actionLabel ?? t('accept')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
