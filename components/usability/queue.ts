import { currentConsent } from '@/components/consent/consentStore';
import { onPageHidden } from '@/components/ui/onPageHidden';
import { API } from '@/lib/usability/contract';
import type { UsabilityBatch, UsabilityEntry } from '@/lib/validation/usability';
import { buildEntry, type UsabilityEvent } from './entry';
import type { PageVisit } from './pageVisits';

/** Entries per beacon: under the handler's cap (50) and, with clipped texts, under the beacon's 64 KiB. */
export const BEACON_BATCH = 20;

const queue: UsabilityEntry[] = [];
let listeningForLeave = false;

/**
 * What is queued leaves with the page: sent when it is hidden or left, whether or not the tracker
 * has come (the login form queues its outcomes without it, and the visitor may leave before it comes).
 */
function sendWhenLeft(): void {
  if (listeningForLeave) return;
  listeningForLeave = true;
  onPageHidden(flushUsability);
}

/**
 * Queues one usability entry (sent by flushUsability: when the page is hidden or left, by the
 * tracker's timer, or at once when a beacon's worth is queued), as of now, or as of `visit` (a
 * page shown earlier: its time, address and width).
 */
export function logUsability(event: UsabilityEvent, visit?: PageVisit): void {
  if (typeof window === 'undefined') return;
  sendWhenLeft();
  queue.push(
    buildEntry(event, {
      now: new Date(visit?.at ?? Date.now()),
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
      width: visit?.width ?? window.innerWidth,
      pathname: visit?.pathname ?? window.location.pathname,
      url: visit?.url ?? window.location.href,
    }),
  );
  if (queue.length >= BEACON_BATCH) flushUsability();
}

/** Forgets the click entries not sent yet (consent withdrawn): page events and outcomes stay. */
export function dropClickEntries(): void {
  const kept = queue.filter((entry) => entry.posicionX === undefined);
  queue.splice(0, queue.length, ...kept);
}

/**
 * Sends every queued entry to API.usability: a beacon (a JSON Blob, so the handler's JSON-only
 * rule accepts it) that survives the page being hidden or left. This is the one call from the
 * browser that is not useBffCall's: nothing waits for its answer and it must outlive the page.
 * A browser refuses a beacon when its in-flight quota is full or it has none: then fetch with
 * keepalive, which also outlives the page, so the batch is not lost.
 */
export function flushUsability(): void {
  // A withdrawal nobody was told of (the page reloaded to stop the tag manager) still drops the clicks.
  if (currentConsent() !== 'granted') dropClickEntries();
  while (queue.length > 0) {
    const body = JSON.stringify({ listData: queue.splice(0, BEACON_BATCH) } satisfies UsabilityBatch);
    const queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(API.usability, new Blob([body], { type: 'application/json' }));
    if (!queued) {
      void fetch(API.usability, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'same-origin',
      }).catch(() => undefined);
    }
  }
}
