import { useSyncExternalStore } from 'react';
import { choiceInCookies, consentCookie, type StoredChoice } from './consentCookie';

/** localStorage key of the visitor's choice (SPEC §3): '1' accepted, '0' rejected. */
export const CONSENT_KEY = 'agreeCampaign';
/** localStorage key of when the choice was made (ISO instant): shown on 'Meus dados e privacidade'. */
export const CONSENT_AT_KEY = 'agreeCampaignAt';

/** 'unknown' while rendering on the server and hydrating; 'unset' when the visitor has not chosen yet. */
export type ConsentState = 'unknown' | 'unset' | 'granted' | 'denied';
export type ConsentChoice = 'granted' | 'denied';

const listeners = new Set<() => void>();

/** The choice made on this page when the browser refuses web storage (private modes, policies). */
let unsaved: ConsentState = 'unset';
let unsavedAt: string | null = null;

/** The choice's cookie, which the pages rendered per request read (./consentCookie). */
function writeCookie(choice: StoredChoice | null) {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
}

function read(): ConsentState {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    if (value === '1') return 'granted';
    if (value === '0') return 'denied';
    return choiceInCookies(document.cookie) ?? 'unset';
  } catch {
    return unsaved;
  }
}

/**
 * Writes the cookie of a choice kept only in localStorage (made before the cookie existed, or with
 * cookies cleared), so the next page rendered per request knows it too.
 */
export function keepConsentCookie(choice: ConsentChoice) {
  if (choiceInCookies(document.cookie) !== choice) writeCookie(choice);
}

/** The visitor's choice now, outside React (read at the moment of an event). */
export const currentConsent = (): ConsentState => read();

/** When the current choice was made (ISO instant); null when unset or chosen before the date was kept. */
export const currentConsentDate = (): string | null => readAt();

function readAt(): string | null {
  try {
    return read() === 'unset' ? null : window.localStorage.getItem(CONSENT_AT_KEY);
  } catch {
    return unsavedAt;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** True once the tag manager script is on the page: it cannot be unloaded, only not loaded again. */
const tagManagerLoaded = () => document.querySelector('script[data-tag-manager]') !== null;

/**
 * Stores the visitor's choice and its time, and tells every `useConsent()` user. A refusal after
 * the tag manager started reloads the page (`reload`), as a withdrawal does: it cannot be stopped.
 */
export function storeConsent(choice: ConsentChoice, reload: () => void = () => window.location.reload()) {
  const at = new Date().toISOString();
  try {
    window.localStorage.setItem(CONSENT_KEY, choice === 'granted' ? '1' : '0');
    window.localStorage.setItem(CONSENT_AT_KEY, at);
    writeCookie(choice);
  } catch {
    // storage blocked: the choice holds until the page is left
    unsaved = choice;
    unsavedAt = at;
  }
  if (choice === 'denied' && tagManagerLoaded()) {
    reload();
    return;
  }
  listeners.forEach((listener) => listener());
}

/**
 * Withdraws the choice (LGPD art. 8 §5): forgets agreeCampaign so that the banner asks again.
 * A tag manager already running cannot be stopped, so then the page is reloaded (`reload`),
 * and it comes back only if the visitor accepts again.
 */
export function clearConsent(reload: () => void = () => window.location.reload()) {
  try {
    window.localStorage.removeItem(CONSENT_KEY);
    window.localStorage.removeItem(CONSENT_AT_KEY);
  } catch {
    // storage blocked: the choice only lived in `unsaved`
  }
  writeCookie(null);
  unsaved = 'unset';
  unsavedAt = null;
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

/** When the visitor's current choice was made (ISO instant), null while unknown, unset or undated. */
export function useConsentDate(): string | null {
  return useSyncExternalStore(subscribe, readAt, () => null);
}

/**
 * How many banners a page rendered per request drew itself (RequestConsentBanner): while one is
 * mounted, ConsentManager draws none, so there is never a second one.
 */
let bannersDrawn = 0;
const bannerListeners = new Set<() => void>();

/** Marks a page's own banner as mounted; returns its unmount. */
export function claimBanner(): () => void {
  bannersDrawn += 1;
  bannerListeners.forEach((listener) => listener());
  return () => {
    bannersDrawn -= 1;
    bannerListeners.forEach((listener) => listener());
  };
}

function subscribeBanners(listener: () => void) {
  bannerListeners.add(listener);
  return () => bannerListeners.delete(listener);
}

/** True while a page draws its own banner. */
export function useBannerClaimed(): boolean {
  return useSyncExternalStore(subscribeBanners, () => bannersDrawn > 0, () => false);
}
