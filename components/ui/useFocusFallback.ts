import { useCallback } from 'react';

/** On the next frame, if focus was lost to the page's body (what had it is gone), it goes to the element with this id. */
export function focusIfLost(fallbackId: string) {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById(fallbackId)?.focus();
  });
}

/**
 * A ref for a control that a refresh may remove while it has focus (the button of an item just
 * enrolled in or deleted): focus then goes to the element with this id (a heading with
 * `tabIndex={-1}`), not to the page's body, so a keyboard or screen reader user keeps their place.
 */
export function useFocusFallback<T extends HTMLElement>(fallbackId: string) {
  return useCallback(
    (element: T) => () => {
      if (document.activeElement === element) focusIfLost(fallbackId);
    },
    [fallbackId],
  );
}
