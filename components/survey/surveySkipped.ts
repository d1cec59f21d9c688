/**
 * The spec's local-storage key `surveySkipped` (SPEC §3, §4): '1' once the customer pressed 'Pular'
 * on a survey, and from then on no survey pops up in this browser, whatever the service (the spec
 * names one key, not one per service). The insurer also records the skip of that service.
 * Cleared with the other local keys when a stored session turns out corrupt (components/auth/storage.ts).
 */
const SURVEY_SKIPPED_KEY = 'surveySkipped';
const SKIPPED = '1';

/** True when the customer chose 'Pular' in this browser. Never throws: without storage nothing is skipped. */
export function isSurveySkipped(): boolean {
  try {
    return window.localStorage.getItem(SURVEY_SKIPPED_KEY) === SKIPPED;
  } catch {
    return false;
  }
}

/** Never throws: with storage full or disabled the insurer's record of the skip still hides that survey. */
export function storeSurveySkipped(): void {
  try {
    window.localStorage.setItem(SURVEY_SKIPPED_KEY, SKIPPED);
  } catch {
    // storage disabled: getSkipSurvey answers that this service's survey was skipped
  }
}
