/** The local-storage key of the video calls whose survey is still to be asked (./pendingSurveys). */
export const PENDING_SURVEYS_KEY = 'pendingSurveys';

/** True when this browser keeps calls whose survey may be due; never throws (no storage: none). */
export function hasPendingSurveys(): boolean {
  try {
    return window.localStorage.getItem(PENDING_SURVEYS_KEY) !== null;
  } catch {
    return false;
  }
}
