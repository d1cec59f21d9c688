'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useFocusFallback } from '@/components/ui/useFocusFallback';
import { useAtLimit, useStartEnrolment, type EnrolmentCourse } from './EnrolmentProvider';
import { ALLOWANCE_REMAINING_ID, courseTitleId } from './ids';

/**
 * 'Inscrever-se' on a course card: opens the partner's disclaimer, then enrols. With the year's
 * enrolments all used it is shown as what it is, unavailable (still focusable), described by the
 * allowance's one message at the top, instead of opening 'Limite de cursos atingido' on every card.
 */
export function EnrolButton({ course }: { course: EnrolmentCourse }) {
  const t = useTranslations('Courses.card');
  const start = useStartEnrolment();
  // The refresh after an enrolment replaces this button by the partner's link, and may come after
  // the confirmation was closed (focus back here): focus then goes to the card's title.
  const keepFocusInCard = useFocusFallback<HTMLButtonElement>(courseTitleId(course.id));
  const atLimit = useAtLimit();
  return (
    <Button
      ref={keepFocusInCard}
      variant="primary"
      appearance="contained"
      data-control="cursos-inscrever"
      data-extra={course.id}
      aria-disabled={atLimit || undefined}
      aria-describedby={atLimit ? ALLOWANCE_REMAINING_ID : undefined}
      onClick={atLimit ? undefined : () => start(course)}
    >
      {t('enrol')}
      <span className="sr-only">{` ${t('enrolCourse', { title: course.title })}`}</span>
    </Button>
  );
}
