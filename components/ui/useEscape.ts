'use client';

import { useEffect, useEffectEvent } from 'react';
import { isTopLayer } from './layerStack';

/**
 * Calls `onEscape` when Escape is pressed while `enabled`. With `layer`, only when that
 * element is the top modal layer, so Escape closes one stacked dialog at a time.
 * Ignores events a child already handled (`preventDefault`, e.g. a combobox closing its list).
 */
export function useEscape(onEscape: () => void, enabled = true, layer?: HTMLElement | null): void {
  const handle = useEffectEvent(onEscape);

  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      if (layer !== undefined && (!layer || !isTopLayer(layer))) return;
      event.preventDefault();
      handle();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, layer]);
}
