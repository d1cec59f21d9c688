'use client';

import { useId, type ReactNode } from 'react';
import { ModalFrame, type ModalFrameProps } from './ModalFrame';

export type MessageDialogProps = Pick<ModalFrameProps, 'open' | 'onClose' | 'role' | 'dismissOnBackdrop' | 'className'> & {
  /** Shown above the title (the error and success dialogs' round icons), hidden from screen readers by the caller. */
  icon?: ReactNode;
  /** The dialog's name. */
  title: ReactNode;
  /** Default: the kit's dialog title. */
  titleClassName?: string;
  /** The dialog's description, read with its name; none when null or undefined. */
  message?: ReactNode;
  /** What follows the message: the answers, and anything else the dialog shows. */
  children?: ReactNode;
};

/**
 * The kit's dialogs that say one thing (error, success, a question, a conflict): ModalFrame named by
 * its title and described by its message, both given ids here.
 */
export function MessageDialog({ icon, title, titleClassName = 'text-2xl font-bold text-ink', message, children, ...frame }: MessageDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const hasMessage = message !== undefined && message !== null;
  return (
    <ModalFrame {...frame} labelledBy={titleId} describedBy={hasMessage ? messageId : undefined}>
      {icon}
      <h2 id={titleId} className={titleClassName}>
        {title}
      </h2>
      {hasMessage && (
        <div id={messageId} className="text-ink-muted">
          {message}
        </div>
      )}
      {children}
    </ModalFrame>
  );
}
