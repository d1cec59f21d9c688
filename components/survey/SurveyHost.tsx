'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { requestJson } from '@/lib/bff/client';
import { API, type SurveyQuestion, type SurveyView } from '@/lib/survey/contract';
import { SURVEY_PARAM, serviceByPathKey } from '@/lib/config/benefit-services';
import { isSurveySkipped } from './surveySkipped';

// The dialog's code (form, fields, validation) loads only when a survey is to be shown.
const SurveyDialog = dynamic(() => import('./SurveyDialog').then((module) => module.SurveyDialog), { ssr: false });

type OpenSurvey = { service: string; questions: SurveyQuestion[] };

/** The survey key of the URL (`?serviceName=`), when it is a service's; anything else is ignored. */
function surveyKey(value: string | null): string | null {
  return value !== null && serviceByPathKey(value) !== null ? value : null;
}

/**
 * The satisfaction survey of the logged-in pages (SPEC §2, §4): when the URL carries
 * `?serviceName=<service key>`, surveySkipped is not set, and the insurer says the survey is to be
 * shown, the survey dialog opens. A survey closed in this visit (answered, skipped or dismissed)
 * does not open again until the page is loaded anew. Any failure just shows nothing: the survey
 * never stands in the customer's way.
 */
export function SurveyHost() {
  const service = surveyKey(useSearchParams().get(SURVEY_PARAM));
  const [survey, setSurvey] = useState<OpenSurvey | null>(null);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    if (!service || closed.has(service) || isSurveySkipped()) return;
    let current = true;
    void requestJson<SurveyView>('GET', `${API.survey}?${new URLSearchParams({ service })}`).then((result) => {
      if (current && result.ok && result.data.show) setSurvey({ service: result.data.service, questions: result.data.questions });
    });
    return () => {
      current = false;
    };
  }, [service, closed]);

  if (!survey) return null;
  return (
    <SurveyDialog
      key={survey.service}
      service={survey.service}
      questions={survey.questions}
      onClose={() => {
        setClosed((before) => new Set(before).add(survey.service));
        setSurvey(null);
      }}
    />
  );
}
