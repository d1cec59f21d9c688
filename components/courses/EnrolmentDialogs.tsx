'use client';

import { useTranslations } from 'next-intl';
import { ContentModal } from '@/components/ui/ContentModal';
import { SuccessModal } from '@/components/ui/SuccessModal';
import { allowanceValues } from '@/lib/courses/allowance';
import type { CourseAllowance, EnrolmentResult, PartnerDisclaimerView } from '@/lib/courses/contract';
import type { EnrolmentCourse } from './EnrolmentProvider';
import { PartnerLink } from './PartnerLink';

/** The enrolment's steps that show a dialog of their own (EnrolmentFlow holds the others). */
export type DialogStep = { kind: 'disclaimer'; disclaimer: PartnerDisclaimerView } | { kind: 'enrolled'; result: EnrolmentResult };

type Props = {
  step: DialogStep;
  course: EnrolmentCourse;
  allowance: CourseAllowance;
  onConfirm: () => void;
  onEnd: () => void;
};

/**
 * The partner's disclaimer, whose 'Confirmar inscrição' stays disabled until the acknowledgement is
 * ticked, then the confirmation with the partner's programme (new tab). Rendered inside the texts
 * that came with the disclaimer (lib/i18n ENROLMENT_TEXTS).
 */
export function EnrolmentDialogs({ step, course, allowance, onConfirm, onEnd }: Props) {
  const t = useTranslations('Courses');
  if (step.kind === 'disclaimer')
    return (
      <ContentModal open onClose={onEnd} title={step.disclaimer.title} acknowledgeLabel={t('enrolment.acknowledge')} actionLabel={t('enrolment.confirm')} onAction={onConfirm} cancelLabel={t('enrolment.cancel')}>
        <div className="flex flex-col gap-4">
          <p className="font-semibold text-brand-900">{t('enrolment.chosenCourse', { title: course.title })}</p>
          <p>{step.disclaimer.text}</p>
          <p className="text-ink-muted">{t('enrolment.uses', allowanceValues(allowance))}</p>
        </div>
      </ContentModal>
    );
  return (
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
  );
}
