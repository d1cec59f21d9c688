'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ContentModal } from '@/components/ui/ContentModal';
import { ErrorDialog } from '@/components/ui/ErrorDialog';
import { SuccessModal } from '@/components/ui/SuccessModal';
import { useBffCall } from '@/components/ui/useBffCall';
import { isConnectionError } from '@/lib/bff/client';
import { CODES } from '@/lib/bff/codes';
import { API, type CourseAllowance, type EnrolmentResult, type PartnerDisclaimerView } from '@/lib/courses/contract';
import { type ApiError } from '@/lib/bff/protocol';
import { allowanceValues } from '@/lib/courses/allowance';
import type { EnrolmentCourse } from './EnrolmentProvider';
import { PartnerLink } from './PartnerLink';

type Step =
  | { kind: 'loading' }
  | { kind: 'disclaimer'; disclaimer: PartnerDisclaimerView }
  | { kind: 'enrolled'; result: EnrolmentResult }
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
 * Enrolment (issue 11 §1): the partner's disclaimer (getDisclaimer) in the content modal, whose
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
    void call<PartnerDisclaimerView>(API.coursesDisclaimer, undefined, 'GET').then((result) => {
      if (live) setStep(result.ok ? { kind: 'disclaimer', disclaimer: result.data } : refusal(result.status, result.error));
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
      {step.kind === 'disclaimer' && (
        <ContentModal
          open
          onClose={onEnd}
          title={step.disclaimer.title}
          acknowledgeLabel={t('enrolment.acknowledge')}
          actionLabel={t('enrolment.confirm')}
          onAction={confirm}
        >
          <div className="flex flex-col gap-4">
            <p className="font-semibold text-brand-900">{t('enrolment.chosenCourse', { title: course.title })}</p>
            <p>{step.disclaimer.text}</p>
            <p className="text-ink-muted">{t('enrolment.uses', allowanceValues(allowance))}</p>
          </div>
        </ContentModal>
      )}
      {step.kind === 'enrolled' && (
        <SuccessModal
          open
          onClose={onEnd}
          title={t('enrolment.successTitle')}
          buttonLabel={t('enrolment.backToCourses')}
          message={
            <div className="flex flex-col items-center gap-4">
              <p>{t('enrolment.successMessage', { title: step.result.enrolment.title })}</p>
              <p>{t('allowance.remaining', allowanceValues(step.result.allowance))}</p>
              <PartnerLink href={step.result.programUrl} appearance="contained" onFollow={onEnd}>
                {t('partner.goTo')}
              </PartnerLink>
            </div>
          }
        />
      )}
      {step.kind === 'refused' && <ErrorDialog open onClose={onEnd} title={step.title} message={step.message} supportCode={supportCode} />}
      {feedback}
    </>
  );
}
