'use client';

import { lazyComponent } from '@/components/ui/lazyComponent';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useBffCall } from '@/components/ui/useBffCall';
import { MoreTexts } from '@/lib/i18n/MoreTexts';
import { API, type SurveyView } from '@/lib/survey/contract';
import { SURVEY_PARAM, serviceByPathKey } from '@/lib/config/benefit-services';
import { dropSurvey, dueSurvey } from './pendingSurveys';
import { isSurveySkipped } from './surveySkipped';

// The dialog's code (form, fields, validation) loads only when a survey is to be shown.
const SurveyDialog = lazyComponent(() => import('./SurveyDialog').then((module) => module.SurveyDialog));

/** The survey key of the URL (`?serviceName=`), when it is a service's; anything else is ignored. */
function surveyKey(value: string | null): string | null {
  return value !== null && serviceByPathKey(value) !== null ? value : null;
}

/**
 * The satisfaction survey of the logged-in pages (SPEC §2, §4): when the URL carries
 * `?serviceName=<service key>` (or a booked video call has ended since the last visit:
 * pendingSurveys.ts), surveySkipped is not set, and the insurer says the survey is to be shown, the
 * survey dialog opens. A survey closed in this visit (answered, skipped or dismissed)
 * does not open again until the page is loaded anew. Any failure just shows nothing: the survey
 * never stands in the customer's way.
 */
export function SurveyHost() {
  const fromUrl = surveyKey(useSearchParams().get(SURVEY_PARAM));
  // A video call that ended since it was booked (read once, in the browser: the server renders nothing here).
  const [due] = useState(() => (typeof window === 'undefined' ? null : dueSurvey(Date.now())));
  const service = fromUrl ?? due?.service ?? null;
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const asked = service !== null && !closed.has(service) && !isSurveySkipped();
  const { load } = useBffCall<SurveyView>({ read: { path: asked ? `${API.survey}?${new URLSearchParams({ service })}` : null } });

  const survey = load.kind === 'ready' && load.data.show && !closed.has(load.data.service) ? load.data : null;
  // The call's survey is asked once: shown (whatever the answer), or not to be shown (answered or skipped before).
  const asking = due !== null && service === due.service && load.kind === 'ready';
  useEffect(() => {
    if (asking) dropSurvey(due.id);
  }, [asking, due]);
  if (!survey) return null;
  // The dialog's texts come with the survey (few visits open it), not with every page.
  return (
    <MoreTexts messages={survey.texts}>
      <SurveyDialog
        key={survey.service}
        service={survey.service}
        questions={survey.questions}
        onClose={() => {
          setClosed((before) => new Set(before).add(survey.service));
        }}
      />
    </MoreTexts>
  );
}
