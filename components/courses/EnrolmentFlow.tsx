'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { CODES } from '@/lib/bff/codes';
import { API, type CourseAllowance, type DisclaimerReply, type EnrolmentResult } from '@/lib/courses/contract';
import { MoreTexts } from '@/lib/i18n/MoreTexts';
import type { Texts } from '@/lib/i18n/merge-texts';
import { type ApiError } from '@/lib/bff/protocol';
import { allowanceValues } from '@/lib/courses/allowance';
import { EnrolmentDialogs, type DialogStep } from './EnrolmentDialogs';
import type { EnrolmentCourse } from './EnrolmentProvider';

type Step =
  | { kind: 'loading' }
  | DialogStep
  | { kind: 'refused'; title?: string; message: string }
  /** Nothing of ours is open (a connection or session dialog of useBffCall may be). */
  | { kind: 'over' };

type Props = {
  course: EnrolmentCourse;
  /** What the page knows is left this year. */
  allowance: CourseAllowance;
  /** The flow is finished: the host unmounts it. */
  onEnd: () => void;
};

/**
 * Enrolment: the partner's disclaimer (getDisclaimer) in the content modal, whose
 * 'Confirmar inscrição' stays disabled until the acknowledgement is ticked; then the enrolment is
 * recorded and the confirmation offers the partner's programme (new tab). With nothing left this
 * year, the limit is explained at once. A connection failure keeps the disclaimer open and ticked.
 */
export function EnrolmentFlow({ course, allowance, onEnd }: Props) {
  const t = useTranslations('Courses');
  const router = useRouter();
  const { call, feedback, supportCode } = useBffCall({ sessionRequired: true });
  const limitRefusal = (): Step => ({ kind: 'refused', title: t('enrolment.limitTitle'), message: t('allowance.limitReached', allowanceValues(allowance)) });
  const [step, setStep] = useState<Step>(() => (allowance.remaining === 0 ? limitRefusal() : { kind: 'loading' }));
  const [texts, setTexts] = useState<Texts | null>(null);

  /** A refusal the flow shows itself (connection and session problems are shown by useBffCall). */
  const refusal = (status: number, error: ApiError): Step => {
    if (status === 0 || status === 401 || isConnectionError(error)) return { kind: 'over' };
    if (error.code === CODES.courseLimit) return limitRefusal();
    if (error.code === CODES.courseAlreadyEnrolled) return { kind: 'refused', title: t('enrolment.alreadyTitle'), message: error.message };
    return { kind: 'refused', message: error.message };
  };

  useEffect(() => {
    if (step.kind !== 'loading') return;
    let live = true;
    void call<DisclaimerReply>(API.coursesDisclaimer, undefined, 'GET').then((result) => {
      if (!live) return;
      if (result.ok) {
        const { texts: dialogTexts, ...disclaimer } = result.data;
        setTexts(dialogTexts);
        setStep({ kind: 'disclaimer', disclaimer });
      } else setStep(refusal(result.status, result.error));
    });
    return () => {
      live = false;
    };
    // Once per flow: the disclaimer is fetched when the flow starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The loading overlay covers the dialog, but a key held on 'Confirmar inscrição' must not enrol twice.
  const sending = useRef(false);
  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    const result = await call<EnrolmentResult>(API.courseEnrolments, { courseId: course.id });
    sending.current = false;
    if (result.ok) setStep({ kind: 'enrolled', result: result.data });
    else {
      const next = refusal(result.status, result.error);
      // After a connection failure the disclaimer stays open, still ticked: 'Confirmar inscrição' again.
      if (next.kind !== 'over') setStep(next);
    }
    // The page's allowance and enrolled courses follow what the partner now says.
    if (result.ok || result.status === 400) router.refresh();
  };

  return (
    <>
      {texts && (step.kind === 'disclaimer' || step.kind === 'enrolled') && (
        // The disclaimer's and confirmation's texts came with the disclaimer (lib/i18n ENROLMENT_TEXTS).
        <MoreTexts messages={texts}>
          <EnrolmentDialogs step={step} course={course} allowance={allowance} onConfirm={confirm} onEnd={onEnd} />
        </MoreTexts>
      )}
      {step.kind === 'refused' && <ErrorDialog open onClose={onEnd} title={step.title} message={step.message} supportCode={supportCode} />}
      {feedback}
    </>
  );
}
