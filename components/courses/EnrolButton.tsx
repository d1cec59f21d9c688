'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useFocusFallback } from '@/components/ui/useFocusFallback';
import { useStartEnrolment, type EnrolmentCourse } from './EnrolmentProvider';
import { courseTitleId } from './ids';

/** 'Inscrever-se' on a course card: opens the partner's disclaimer, then enrols. */
export function EnrolButton({ course }: { course: EnrolmentCourse }) {
  const t = useTranslations('Courses.card');
  const start = useStartEnrolment();
  // The refresh after an enrolment replaces this button by the partner's link, and may come after
  // the confirmation was closed (focus back here): focus then goes to the card's title.
  const keepFocusInCard = useFocusFallback<HTMLButtonElement>(courseTitleId(course.id));
  return (
    <Button ref={keepFocusInCard} variant="primary" appearance="contained" data-control="cursos-inscrever" data-extra={course.id} onClick={() => start(course)}>
      {t('enrol')}
      <span className="sr-only">{` ${t('enrolCourse', { title: course.title })}`}</span>
    </Button>
  );
}
