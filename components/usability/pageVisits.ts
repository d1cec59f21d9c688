/**
 * What happens before the usability tracker (SPEC §3) arrives, small enough to run from the first
 * render. The tracker's code comes a moment after the page has loaded (UsabilityTrackerLoader);
 * until then each page shown is noted with the moment and the address it was shown at, and each
 * tracked click made with consent is noted as its event, resolved when it was made. The tracker
 * takes them when it comes. A page left before it came (a visitor who moves on within a second,
 * or through a full navigation) keeps them in the tab's sessionStorage, and the tracker of the
 * next page of the tab sends them: nothing is lost to the deferred loading.
 */

import { currentConsent } from '@/components/consent/consentStore';
import { clickEvent, type UsabilityEvent } from './entry';

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

const isVisit = (value: unknown): value is PageVisit => {
  const visit = value as Partial<PageVisit> | null;
  return typeof visit?.pathname === 'string' && typeof visit.url === 'string' && Number.isFinite(visit.at) && Number.isFinite(visit.width);
};

const isEarlyClick = (value: unknown): value is EarlyClick => {
  const click = value as Partial<EarlyClick> | null;
  return isVisit(click?.visit) && typeof click.event?.control === 'string' && Number.isFinite(click.event.posicionX) && Number.isFinite(click.event.posicionY);
};

/** What earlier pages of the tab stashed under `key` (anything else found there is ignored). */
function readStash<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const stashed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(stashed) ? stashed.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Adds `items` to what earlier pages stashed under `key`, keeping the last `max`. */
function stash<T>(key: string, isItem: (value: unknown) => value is T, items: T[], max: number): void {
  if (items.length === 0) return;
  try {
    sessionStorage.setItem(key, JSON.stringify([...readStash(key, isItem), ...items].slice(-max)));
  } catch {
    // Storage full or refused: those are lost, as they would be without it.
  }
}

/** What earlier pages stashed under `key`, taken: the key is emptied. */
function takeStash<T>(key: string, isItem: (value: unknown) => value is T): T[] {
  const stashed = readStash(key, isItem);
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing stashed can be read either.
  }
  return stashed;
}

/**
 * The page is being hidden or left before the tracker arrived: its visits, and its clicks while
 * the consent still stands, wait in sessionStorage for the next page of the tab.
 */
export function stashForNextPage(): void {
  if (!visitListener) stash(STASHED_VISITS_KEY, isVisit, visits.splice(0), STASHED_VISITS_MAX);
  if (!clicksTaken) {
    const noted = clicks.splice(0);
    if (currentConsent() === 'granted') stash(STASHED_CLICKS_KEY, isEarlyClick, noted, EARLY_CLICKS_MAX);
  }
}

/**
 * The tracker takes over the visits: `onVisit` gets the stashed visits of earlier pages, then this
 * page's, then every later one as it happens. Returns how many came from earlier pages, and the release.
 */
export function takeVisits(onVisit: (visit: PageVisit) => void): { earlier: number; release: () => void } {
  const earlier = takeStash(STASHED_VISITS_KEY, isVisit);
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
 * The tracker takes the clicks made before it came, earlier pages' first, and only while the
 * consent stands (withdrawn since, they are dropped); later ones are its own until it releases them.
 */
export function takeClicks(): { clicks: EarlyClick[]; earlier: number; release: () => void } {
  const earlier = takeStash(STASHED_CLICKS_KEY, isEarlyClick);
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
