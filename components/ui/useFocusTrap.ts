'use client';

import { useEffect, useState, type RefObject } from 'react';
import { isTopLayer, pushLayer, removeLayer, type LayerNode } from './layerStack';

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `container` that Tab can reach, in DOM order. */
export function getFocusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert], fieldset[disabled]'),
  );
}

export interface FocusTrapOptions {
  /** Element to focus on activation. Otherwise: the first `[data-autofocus]` (also one that comes later, while focus has not moved), the first focusable, the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Give focus back to the element that had it before activation (default true). */
  restoreFocus?: boolean;
  /** This trap's place among nested modals (see layerStack); ModalFrame provides it. */
  layer?: LayerNode;
}

/**
 * Keeps keyboard focus inside a container while `active`: Tab from the last element
 * goes to the first, Shift+Tab from the first goes to the last. Returns a callback ref
 * for the container, which should have `tabIndex={-1}` so it can hold focus itself.
 *
 * Use `data-autofocus` rather than React's `autoFocus` inside the container: `autoFocus`
 * moves focus before the trap can remember the opener.
 */
export function useFocusTrap<T extends HTMLElement>(
  active: boolean,
  { initialFocusRef, restoreFocus = true, layer }: FocusTrapOptions = {},
): (node: T | null) => void {
  const [container, setContainer] = useState<T | null>(null);

  useEffect(() => {
    if (!active || !container) return;
    const trap: HTMLElement = container;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushLayer(trap, layer);

    // A nested modal that opened in the same update already holds focus: leave it there.
    let lateAutofocus: MutationObserver | null = null;
    if (isTopLayer(trap)) {
      const chosen = initialFocusRef?.current ?? trap.querySelector<HTMLElement>('[data-autofocus]');
      const initial = chosen ?? getFocusableElements(trap)[0] ?? trap;
      initial.focus();
      // Content loaded on demand (a side panel's flow) brings its `[data-autofocus]` later: it takes the
      // focus then, unless the customer has moved it meanwhile.
      if (!chosen && typeof MutationObserver !== 'undefined') {
        lateAutofocus = new MutationObserver(() => {
          const late = trap.querySelector<HTMLElement>('[data-autofocus]');
          if (!late) return;
          lateAutofocus?.disconnect();
          const now = document.activeElement;
          if (now === initial || now === document.body || now === null) late.focus();
        });
        lateAutofocus.observe(trap, { childList: true, subtree: true });
      }
    }

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || event.defaultPrevented || !isTopLayer(trap)) return;
      const items = getFocusableElements(trap);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        trap.focus();
        return;
      }
      const current = document.activeElement;
      const inside = current instanceof Node && trap.contains(current) && current !== trap;
      if (event.shiftKey && (!inside || current === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      lateAutofocus?.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      removeLayer(trap);
      if (restoreFocus && opener?.isConnected) opener.focus();
    };
  }, [active, container, initialFocusRef, restoreFocus, layer]);

  return setContainer;
}
