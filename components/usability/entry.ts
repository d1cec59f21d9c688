import type { UsabilityEntry } from '@/lib/validation/usability';
import { USABILITY_TEXT_MAX, type UsabilityDevice } from '@/lib/validation/usability-limits';

/**
 * Builds the usability log entries of SPEC §3 in the browser (pure functions, tested without a browser).
 * idUsuario, direccionIp and ciudadLocalizacion are the server's to fill.
 */

/** What the caller says about an event; everything else comes from the browser. */
export type UsabilityEvent = Partial<
  Pick<UsabilityEntry, 'pagina' | 'control' | 'extra' | 'resultado' | 'identificador' | 'posicionX' | 'posicionY' | 'anchoVentana' | 'altoVentana' | 'elemento'>
>;

/** The browser at the time of the event. */
export type BrowserContext = { now: Date; userAgent: string; maxTouchPoints: number; width: number; pathname: string; url: string };

/** Login outcomes (SPEC §8). */
export const USABILITY_RESULT = { ok: 'Exitoso', error: 'Error' } as const;

/** The control of a page event (each path change). */
export const PAGE_CONTROL = 'pagina';

/** Narrower than this, a touch screen is a phone. */
const PHONE_MAX_WIDTH = 767;
/** The mobile layout's breakpoint (SPEC §9): a touch screen up to it is at most a tablet. */
const MOBILE_LAYOUT_MAX_WIDTH = 1024;

const pad = (value: number) => String(value).padStart(2, '0');

/** dd/mm/yyyy, local time. */
export const formatLocalDate = (date: Date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;

/** HH:mm, local time. */
export const formatLocalTime = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;

/** Tablet, Móvil or Escritorio: the user agent first, then a touch screen's width. */
export function detectDevice({ userAgent, maxTouchPoints, width }: Pick<BrowserContext, 'userAgent' | 'maxTouchPoints' | 'width'>): UsabilityDevice {
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) return 'Tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return 'Móvil';
  // iPadOS presents itself as a Mac; a touch screen gives it away.
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'Tablet';
  if (maxTouchPoints > 0 && width <= MOBILE_LAYOUT_MAX_WIDTH) return width <= PHONE_MAX_WIDTH ? 'Móvil' : 'Tablet';
  return 'Escritorio';
}

/** Checked in order: Edge, Opera and Samsung Internet also say Chrome; Chrome also says Safari. */
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

/** The browser's name and major version, e.g. 'Chrome 140'; 'Outro' when unknown. */
export function detectBrowser(userAgent: string): string {
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version}`;
  }
  return 'Outro';
}

const clip = (field: keyof typeof USABILITY_TEXT_MAX, text: string) => text.slice(0, USABILITY_TEXT_MAX[field]);

/** The entry of an event: the caller's fields over the browser's (texts clipped to what the handler accepts). */
export function buildEntry(event: UsabilityEvent, context: BrowserContext): UsabilityEntry {
  const { pagina, control, extra, resultado, identificador, elemento, ...click } = event;
  return {
    fechaLocal: formatLocalDate(context.now),
    horaLocal: formatLocalTime(context.now),
    pagina: clip('pagina', pagina ?? context.pathname),
    control: clip('control', control ?? ''),
    extra: clip('extra', extra ?? ''),
    resultado: clip('resultado', resultado ?? ''),
    identificador: clip('identificador', identificador ?? ''),
    device: detectDevice(context),
    browser: clip('browser', detectBrowser(context.userAgent)),
    url: clip('url', context.url),
    ...click,
    ...(elemento === undefined ? {} : { elemento: clip('elemento', elemento) }),
  };
}
