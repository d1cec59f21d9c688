'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useState, useSyncExternalStore } from 'react';
import { SURVEY_PARAM } from '@/lib/config/survey-param';
import { hasPendingSurveys } from './pendingSurveysKey';

// The host's code (the survey's BFF read, the pending calls, the texts' merge) loads only when a survey may be asked.
const SurveyHost = dynamic(() => import('./SurveyHost').then((module) => module.SurveyHost), { ssr: false });

const noSubscription = () => () => {};

/**
 * The satisfaction survey's host (./SurveyHost), mounted once a survey may be asked on this visit:
 * the URL carries `?serviceName=` or this browser keeps booked video calls (./pendingSurveys). Once
 * mounted it stays, so a survey closed in this visit does not open again after a client navigation.
 */
export function SurveyHostLoader() {
  const asked = useSearchParams().has(SURVEY_PARAM);
  // Read once in the browser (false on the server and while hydrating): the calls are kept in localStorage.
  const pending = useSyncExternalStore(noSubscription, hasPendingSurveys, () => false);
  const [mounted, setMounted] = useState(false);
  if (!mounted && (asked || pending)) setMounted(true);
  return mounted ? <SurveyHost /> : null;
}
