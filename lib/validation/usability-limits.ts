/** Usability log limits without zod, shared by the browser's tracker and the handler's schema. */

export const USABILITY_DEVICES = ['Tablet', 'Móvil', 'Escritorio'] as const;
export type UsabilityDevice = (typeof USABILITY_DEVICES)[number];

/** Entries per request, at most: more is refused (422). */
export const USABILITY_BATCH_MAX = 50;

/** The longest text of each field (the browser clips to them, so a batch stays well under the beacon's 64 KiB). */
export const USABILITY_TEXT_MAX = { pagina: 200, control: 200, extra: 500, resultado: 50, identificador: 200, browser: 100, url: 1000, elemento: 200 } as const;

/** The largest mouse position or window size accepted, in CSS pixels. */
export const USABILITY_PIXELS_MAX = 100_000;
