import { useSyncExternalStore } from 'react';

/** localStorage key of the visitor's choice (SPEC §3): '1' accepted, '0' rejected. */
export const CONSENT_KEY = 'agreeCampaign';

/** 'unknown' while rendering on the server and hydrating; 'unset' when the visitor has not chosen yet. */
export type ConsentState = 'unknown' | 'unset' | 'granted' | 'denied';
export type ConsentChoice = 'granted' | 'denied';

const listeners = new Set<() => void>();

/** The choice made on this page when the browser refuses web storage (private modes, policies). */
let unsaved: ConsentState = 'unset';

function read(): ConsentState {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    if (value === '1') return 'granted';
    if (value === '0') return 'denied';
    return 'unset';
  } catch {
    return unsaved;
  }
}

/** The visitor's choice now, outside React (read at the moment of an event). */
export const currentConsent = (): ConsentState => read();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Stores the visitor's choice and tells every `useConsent()` user. */
export function storeConsent(choice: ConsentChoice) {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice === 'granted' ? '1' : '0');
  } catch {
    unsaved = choice; // storage blocked: the choice holds until the page is left
  }
  listeners.forEach((listener) => listener());
}

/** True once the tag manager script is on the page: it cannot be unloaded, only not loaded again. */
const tagManagerLoaded = () => document.querySelector('script[data-tag-manager]') !== null;

/**
 * Withdraws the choice (LGPD art. 8 §5): forgets agreeCampaign so that the banner asks again.
 * A tag manager already running cannot be stopped, so then the page is reloaded (`reload`),
 * and it comes back only if the visitor accepts again.
 */
export function clearConsent(reload: () => void = () => window.location.reload()) {
  try {
    window.localStorage.removeItem(CONSENT_KEY);
  } catch {
    // storage blocked: the choice only lived in `unsaved`
  }
  unsaved = 'unset';
  if (tagManagerLoaded()) {
    reload();
    return;
  }
  listeners.forEach((listener) => listener());
}

/**
 * The visitor's LGPD consent to non-essential scripts (tag manager, analytics). Anything
 * non-essential must run only when this is 'granted'.
 */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, read, () => 'unknown');
}
