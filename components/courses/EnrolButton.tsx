'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useStartEnrolment, type EnrolmentCourse } from './EnrolmentProvider';

/** 'Inscrever-se' on a course card: opens the partner's disclaimer, then enrols. */
export function EnrolButton({ course }: { course: EnrolmentCourse }) {
  const t = useTranslations('Courses.card');
  const start = useStartEnrolment();
  return (
    <Button variant="primary" appearance="contained" data-control="cursos-inscrever" data-extra={course.id} onClick={() => start(course)}>
      {t('enrol')}
      <span className="sr-only"> {t('enrolCourse', { title: course.title })}</span>
    </Button>
  );
}
