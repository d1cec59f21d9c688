'use client';

import { createContext, useCallback, useContext, useState, type ReactNode, type RefObject } from 'react';
import { cx } from './cx';
import type { LayerNode } from './layerStack';
import { Portal } from './Portal';
import { useEscape } from './useEscape';
import { useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';

export type ModalPlacement = 'center' | 'right';

export interface ModalFrameProps {
  open: boolean;
  /** Called on Escape, on a backdrop click (if enabled) and by the caller's own close controls. */
  onClose: () => void;
  /** id of the visible title (required: every dialog is labelled by its title). */
  labelledBy: string;
  describedBy?: string;
  role?: 'dialog' | 'alertdialog';
  /** 'right': full-height panel sliding in from the right; 'center': centred box. */
  placement?: ModalPlacement;
  /** Close when the dimmed backdrop is clicked (default true). */
  dismissOnBackdrop?: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Extra classes for the dialog box (width, padding...). */
  className?: string;
  children: ReactNode;
}

const PANEL: Record<ModalPlacement, string> = {
  right:
    'relative ml-auto flex h-dvh w-full flex-col overflow-y-auto bg-surface shadow-2xl desktop:max-w-[770px] ' +
    'transition-transform duration-300 ease-out starting:translate-x-full motion-reduce:transition-none',
  center:
    'relative m-auto flex max-h-[calc(100dvh-2rem)] w-full max-w-[770px] flex-col overflow-y-auto rounded-2xl bg-surface shadow-2xl ' +
    'transition duration-200 ease-out starting:scale-95 starting:opacity-0 motion-reduce:transition-none',
};

/** z-index of a top-level modal (Tailwind z-50); LoadingOverlay (z-60) stays above every modal. */
const BASE_Z_INDEX = 50;

function layerDepth(node: LayerNode): number {
  let depth = 0;
  for (let current = node.parent; current; current = current.parent) depth += 1;
  return depth;
}

/** The enclosing modal's layer node (React context crosses portals). */
const ParentLayer = createContext<LayerNode | null>(null);

/**
 * The one building block behind every modal: portal to `document.body`, dimmed backdrop,
 * `role="dialog"`/`"alertdialog"` with `aria-modal` and `aria-labelledby`, focus trap,
 * focus returned to the opener, Escape to close (top-most modal only), body scroll lock.
 * Renders nothing while closed.
 */
export function ModalFrame(props: ModalFrameProps) {
  if (!props.open) return null;
  return (
    <Portal>
      <OpenModal {...props} />
    </Portal>
  );
}

function OpenModal({
  onClose,
  labelledBy,
  describedBy,
  role = 'dialog',
  placement = 'center',
  dismissOnBackdrop = true,
  initialFocusRef,
  className,
  children,
}: ModalFrameProps) {
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  const parentLayer = useContext(ParentLayer);
  const [layerNode] = useState<LayerNode>(() => ({ parent: parentLayer }));
  const trapRef = useFocusTrap<HTMLDivElement>(true, { initialFocusRef, layer: layerNode });
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      trapRef(node);
      setDialog(node);
    },
    [trapRef],
  );
  useEscape(onClose, true, dialog);
  useScrollLock(true);

  return (
    // z-index by nesting depth: a nested modal opened in the same commit as its parent is inserted
    // into <body> before it, so DOM order alone would paint it underneath.
    <div className={cx('fixed inset-0 flex', placement === 'center' && 'p-4')} style={{ zIndex: BASE_Z_INDEX + layerDepth(layerNode) }}>
      <div
        aria-hidden="true"
        data-testid="modal-backdrop"
        className="fixed inset-0 bg-ink/60 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none"
        onClick={dismissOnBackdrop ? onClose : undefined}
      />
      <div
        ref={setRefs}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx(PANEL[placement], 'focus:outline-none', className)}
      >
        <ParentLayer value={layerNode}>{children}</ParentLayer>
      </div>
    </div>
  );
}
