'use client';

import { useSearchParams } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { SURVEY_PARAM } from '@/lib/config/survey-param';
import { hasPendingSurveys } from './pendingSurveysKey';

// The host's code (the survey's BFF read, the pending calls, the texts' merge) loads only when a survey may be asked.
const SurveyHost = lazyComponent(() => import('./SurveyHost').then((module) => module.SurveyHost));

const noSubscription = () => () => {};

/**
 * The satisfaction survey's host (./SurveyHost), mounted in the browser once a survey may be asked
 * on this visit: the URL carries `?serviceName=` or this browser keeps booked video calls
 * (./pendingSurveys). Once mounted it stays, so a survey closed in this visit does not open again
 * after a client navigation.
 */
export function SurveyHostLoader() {
  const asked = useSearchParams().has(SURVEY_PARAM);
  // Both false on the server and while hydrating: the host is the browser's alone.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const pending = useSyncExternalStore(noSubscription, hasPendingSurveys, () => false);
  const [mounted, setMounted] = useState(false);
  if (!mounted && inBrowser && (asked || pending)) setMounted(true);
  return mounted ? <SurveyHost /> : null;
}
