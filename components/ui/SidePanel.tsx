'use client';

import { useEffect, useId, type ReactNode, type RefObject } from 'react';
import { CloseButton } from './CloseButton';
import { ModalFrame } from './ModalFrame';
import { clearStoredModalType, setStoredModalType, type ModalType } from './modalStorage';

export type { ModalType } from './modalStorage';

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  /** Rendered as the h2 that labels the dialog. */
  title: ReactNode;
  /** Recorded in localStorage `temp.modalType` while the panel is open. */
  modalType: ModalType;
  children?: ReactNode;
  /** Element to focus on open (otherwise the first `[data-autofocus]`, else the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** Full-height modal sliding in from the right: login, password-reset, signup, no-active. */
export function SidePanel({ open, onClose, title, modalType, children, initialFocusRef }: SidePanelProps) {
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    setStoredModalType(modalType);
    return () => clearStoredModalType(modalType);
  }, [open, modalType]);

  return (
    <ModalFrame open={open} onClose={onClose} labelledBy={titleId} placement="right" initialFocusRef={initialFocusRef}>
      <div className="flex items-start justify-between gap-4 px-6 pt-6 desktop:px-12 desktop:pt-10">
        <h2 id={titleId} className="pt-1.5 section-title">
          {title}
        </h2>
        <CloseButton onClick={onClose} />
      </div>
      <div className="flex-1 px-6 pt-4 pb-10 desktop:px-12">{children}</div>
    </ModalFrame>
  );
}
