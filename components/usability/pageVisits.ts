/**
 * The page events' first step (SPEC §3), small enough to run from the first render: each page
 * shown is noted with the moment and the address it was shown at. The usability tracker, whose
 * code arrives a moment after the page has loaded (UsabilityTrackerLoader), takes the visits noted
 * before it came and those shown afterwards. A page left before the tracker arrived (a visitor
 * who moves on within a second) keeps its visits in the tab's sessionStorage, and the tracker of
 * the next page of the tab sends them: no page event is lost to the deferred loading.
 */

import { currentConsent } from '@/components/consent/consentStore';

/** A page shown: what its page event needs from that moment. */
export type PageVisit = { pathname: string; url: string; at: number; width: number };

/** Visits of pages left before the tracker arrived, for the next page of the tab. */
export const STASHED_VISITS_KEY = 'usability.visits';
/** At most this many are kept for the next page (a tab left quickly again and again). */
export const STASHED_VISITS_MAX = 20;

const noted: PageVisit[] = [];
let listener: ((visit: PageVisit) => void) | null = null;

/** Notes the page shown now (called on every path change). */
export function noteVisit(): void {
  const visit = { pathname: window.location.pathname, url: window.location.href, at: Date.now(), width: window.innerWidth };
  if (listener) listener(visit);
  else noted.push(visit);
}

const isVisit = (value: unknown): value is PageVisit => {
  const visit = value as Partial<PageVisit> | null;
  return typeof visit?.pathname === 'string' && typeof visit.url === 'string' && Number.isFinite(visit.at) && Number.isFinite(visit.width);
};

/** What earlier pages of the tab stashed (anything else found under the key is ignored). */
function readStash(): PageVisit[] {
  try {
    const stashed: unknown = JSON.parse(sessionStorage.getItem(STASHED_VISITS_KEY) ?? '[]');
    return Array.isArray(stashed) ? stashed.filter(isVisit) : [];
  } catch {
    return [];
  }
}

/** The page is being hidden or left before the tracker arrived: its visits wait in sessionStorage. */
export function stashVisits(): void {
  if (listener || noted.length === 0) return;
  try {
    sessionStorage.setItem(STASHED_VISITS_KEY, JSON.stringify([...readStash(), ...noted.splice(0)].slice(-STASHED_VISITS_MAX)));
  } catch {
    // Storage full or refused: those visits are lost, as they would be without it.
  }
}

/**
 * The tracker takes over: `onVisit` gets the stashed visits of earlier pages, then this page's,
 * then every later one as it happens. Returns how many came from earlier pages, and the release.
 */
export function takeVisits(onVisit: (visit: PageVisit) => void): { earlier: number; release: () => void } {
  const earlier = readStash();
  try {
    sessionStorage.removeItem(STASHED_VISITS_KEY);
  } catch {
    // Nothing stashed can be read either.
  }
  for (const visit of [...earlier, ...noted.splice(0)]) onVisit(visit);
  listener = onVisit;
  return {
    earlier: earlier.length,
    release: () => {
      if (listener === onVisit) listener = null;
    },
  };
}

/** A click before the tracker came, made with the visitor's consent: the tracker logs it if tracked. */
export type EarlyClick = { target: Element; clientX: number; clientY: number; innerWidth: number; innerHeight: number; visit: PageVisit };

/** At most this many early clicks are kept (the tracker comes about a second after the load). */
export const EARLY_CLICKS_MAX = 50;

const clicks: EarlyClick[] = [];
let clicksTaken = false;

/** Notes a click (capture phase) until the tracker takes over; only with consent at that moment. */
export function noteClick(event: MouseEvent): void {
  if (clicksTaken || clicks.length >= EARLY_CLICKS_MAX || !(event.target instanceof Element) || currentConsent() !== 'granted') return;
  const visit = { pathname: window.location.pathname, url: window.location.href, at: Date.now(), width: window.innerWidth };
  clicks.push({ target: event.target, clientX: event.clientX, clientY: event.clientY, innerWidth: window.innerWidth, innerHeight: window.innerHeight, visit });
}

/** The tracker takes the clicks made before it came; later ones are its own until it releases them. */
export function takeClicks(): { clicks: EarlyClick[]; release: () => void } {
  clicksTaken = true;
  return {
    clicks: clicks.splice(0),
    release: () => {
      clicksTaken = false;
    },
  };
}
