import type { UsabilityEvent } from './entry';

/**
 * The usability event of a click (SPEC §3), apart from entry.ts: the code a page loads first
 * (pageVisits.ts) needs this and nothing else of it.
 */

/** Elements whose clicks are logged. */
export const TRACKED_SELECTOR = '[data-control],[data-page],[data-extra]';

/**
 * The event of a click on (or inside) an element carrying data-control, data-page or data-extra;
 * null for other clicks. The element is described by its tag and id only (never its text).
 */
export function clickEvent(
  target: Element,
  pointer: { clientX: number; clientY: number },
  view: { innerWidth: number; innerHeight: number },
): UsabilityEvent | null {
  const element = target.closest(TRACKED_SELECTOR);
  if (!element) return null;
  return {
    pagina: element.getAttribute('data-page') ?? undefined,
    control: element.getAttribute('data-control') ?? '',
    extra: element.getAttribute('data-extra') ?? '',
    identificador: element.id,
    posicionX: Math.max(0, Math.round(pointer.clientX)),
    posicionY: Math.max(0, Math.round(pointer.clientY)),
    anchoVentana: view.innerWidth,
    altoVentana: view.innerHeight,
    elemento: element.tagName.toLowerCase() + (element.id ? `#${element.id}` : ''),
  };
}
