'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { Button } from '@/components/ui/Button';
import { useStartEnrolment, type EnrolmentCourse } from './EnrolmentProvider';
import { refocusCourseCard } from './ids';

/** 'Inscrever-se' on a course card: opens the partner's disclaimer, then enrols. */
export function EnrolButton({ course }: { course: EnrolmentCourse }) {
  const t = useTranslations('Courses.card');
  const start = useStartEnrolment();
  // The refresh after an enrolment replaces this button by the partner's link. If the confirmation
  // was closed before it came, focus is back here when the button goes: it goes to the card's title.
  const keepFocusInCard = useCallback(
    (button: HTMLButtonElement) => () => {
      if (document.activeElement === button) refocusCourseCard(course.id);
    },
    [course.id],
  );
  return (
    <Button ref={keepFocusInCard} variant="primary" appearance="contained" data-control="cursos-inscrever" data-extra={course.id} onClick={() => start(course)}>
      {t('enrol')}
      <span className="sr-only"> {t('enrolCourse', { title: course.title })}</span>
    </Button>
  );
}
