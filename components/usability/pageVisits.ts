/**
 * What happens before the usability tracker (SPEC §3) arrives, small enough to run from the first
 * render. The tracker's code comes a moment after the page has loaded (UsabilityTrackerLoader);
 * until then each page shown is noted with the moment and the address it was shown at, and each
 * tracked click made with consent is noted as its event, resolved when it was made. The tracker
 * takes them when it comes. A page hidden or left before it came (a visitor who moves on within a
 * second, or through a full navigation) keeps them in the tab's sessionStorage, for the tracker of
 * this page or of the next page of the tab: nothing is lost to the deferred loading. Clicks are
 * kept only while the consent stands: withdrawn, they are dropped, stashed ones included.
 */

import { currentConsent } from '@/components/consent/consentStore';
import { USABILITY_PIXELS_MAX } from '@/lib/validation/usability-limits';
import { clickEvent } from './clickEvent';
import type { UsabilityEvent } from './entry';

/** A page shown: what its page event needs from that moment. */
export type PageVisit = { pathname: string; url: string; at: number; width: number };

/** A tracked click made with consent before the tracker came: its event, and the page it was made on. */
export type EarlyClick = { event: UsabilityEvent; visit: PageVisit };

/** Visits of pages left before the tracker arrived, for the next page of the tab. */
export const STASHED_VISITS_KEY = 'usability.visits';
/** At most this many are kept for the next page (a tab left quickly again and again). */
export const STASHED_VISITS_MAX = 20;
/** Clicks made on pages left before the tracker arrived, for the next page of the tab. */
export const STASHED_CLICKS_KEY = 'usability.clicks';
/** At most this many early clicks are kept, on the page and for the next one. */
export const EARLY_CLICKS_MAX = 50;

const visits: PageVisit[] = [];
const clicks: EarlyClick[] = [];
let visitListener: ((visit: PageVisit) => void) | null = null;
let clicksTaken = false;

const visitNow = (): PageVisit => ({ pathname: window.location.pathname, url: window.location.href, at: Date.now(), width: window.innerWidth });

/** Notes the page shown now (called on every path change). */
export function noteVisit(): void {
  const visit = visitNow();
  if (visitListener) visitListener(visit);
  else visits.push(visit);
}

/** Notes a tracked click (capture phase) until the tracker takes over; only with consent at that moment. */
export function noteClick(event: MouseEvent): void {
  if (clicksTaken || clicks.length >= EARLY_CLICKS_MAX || !(event.target instanceof Element) || currentConsent() !== 'granted') return;
  const click = clickEvent(event.target, event, window);
  if (click) clicks.push({ event: click, visit: visitNow() });
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const isPixels = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= USABILITY_PIXELS_MAX;

/** A stashed visit, rebuilt from its own fields; null for anything else. */
function parseVisit(value: unknown): PageVisit | null {
  if (!isFields(value)) return null;
  const { pathname, url, at, width } = value;
  return isText(pathname) && isText(url) && typeof at === 'number' && Number.isFinite(at) && isPixels(width) ? { pathname, url, at, width } : null;
}

/**
 * A stashed click, rebuilt field by field as clickEvent makes it; null for anything else (read
 * from storage, where anything may be found: a wrong field would cost the whole batch it went in).
 */
function parseClick(value: unknown): EarlyClick | null {
  if (!isFields(value) || !isFields(value.event)) return null;
  const visit = parseVisit(value.visit);
  const { pagina, control, extra, identificador, posicionX, posicionY, anchoVentana, altoVentana, elemento } = value.event;
  if (!visit || !(pagina === undefined || isText(pagina)) || !isText(control) || !isText(extra) || !isText(identificador) || !isText(elemento)) return null;
  if (!isPixels(posicionX) || !isPixels(posicionY) || !isPixels(anchoVentana) || !isPixels(altoVentana)) return null;
  return { event: { pagina, control, extra, identificador, posicionX, posicionY, anchoVentana, altoVentana, elemento }, visit };
}

/** What was stashed under `key` (anything else found there is ignored). */
function readStash<T>(key: string, parse: (value: unknown) => T | null): T[] {
  try {
    const stashed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(stashed) ? stashed.map(parse).filter((item): item is T => item !== null) : [];
  } catch {
    return [];
  }
}

/** Moves `items` to the stash under `key`, after what is there, keeping the last `max`; kept in memory if storage fails. */
function stash<T>(key: string, parse: (value: unknown) => T | null, items: T[], max: number): void {
  if (items.length === 0) return;
  try {
    sessionStorage.setItem(key, JSON.stringify([...readStash(key, parse), ...items].slice(-max)));
    items.length = 0;
  } catch {
    // Storage full or refused: they stay here, for this page's tracker if the page comes back.
  }
}

/** What was stashed under `key`, taken: the key is emptied. */
function takeStash<T>(key: string, parse: (value: unknown) => T | null): T[] {
  const stashed = readStash(key, parse);
  dropStash(key);
  return stashed;
}

/** Forgets what was stashed under `key`. */
function dropStash(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stashed can be read either.
  }
}

/** The consent is withdrawn or refused: the clicks noted before the tracker came, and those stashed, are dropped. */
export function dropEarlyClicks(): void {
  clicks.length = 0;
  dropStash(STASHED_CLICKS_KEY);
}

/**
 * The page is being hidden or left before the tracker arrived: its visits, and its clicks while
 * the consent stands, wait in sessionStorage for the tracker of this page or the next one.
 */
export function stashForNextPage(): void {
  if (!visitListener) stash(STASHED_VISITS_KEY, parseVisit, visits, STASHED_VISITS_MAX);
  if (clicksTaken) return;
  if (currentConsent() === 'granted') stash(STASHED_CLICKS_KEY, parseClick, clicks, EARLY_CLICKS_MAX);
  else dropEarlyClicks();
}

/**
 * The tracker takes over the visits: `onVisit` gets the stashed visits, then those noted on this
 * page, then every later one as it happens. Returns how many came from the stash, and the release.
 */
export function takeVisits(onVisit: (visit: PageVisit) => void): { earlier: number; release: () => void } {
  const earlier = takeStash(STASHED_VISITS_KEY, parseVisit);
  for (const visit of [...earlier, ...visits.splice(0)]) onVisit(visit);
  visitListener = onVisit;
  return {
    earlier: earlier.length,
    release: () => {
      if (visitListener === onVisit) visitListener = null;
    },
  };
}

/**
 * The tracker takes the clicks made before it came, stashed ones first, and only while the
 * consent stands (withdrawn since, they are dropped); later ones are its own until it releases them.
 */
export function takeClicks(): { clicks: EarlyClick[]; earlier: number; release: () => void } {
  const earlier = takeStash(STASHED_CLICKS_KEY, parseClick);
  const taken = [...earlier, ...clicks.splice(0)];
  clicksTaken = true;
  const granted = currentConsent() === 'granted';
  return {
    clicks: granted ? taken : [],
    earlier: granted ? earlier.length : 0,
    release: () => {
      clicksTaken = false;
    },
  };
}
