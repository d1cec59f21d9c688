'use client';

import type { CourseAllowance } from '@/lib/courses/contract';
import { EnrolButton } from './EnrolButton';
import { EnrolmentProvider, type EnrolmentCourse } from './EnrolmentProvider';
import { PartnerLink } from './PartnerLink';

type Props = {
  course: EnrolmentCourse;
  /** Enrolled this year: the partner's link instead of 'Inscrever-se'. */
  enrolled: boolean;
  allowance: CourseAllowance;
  programUrl: string | null;
  labels: { enrolled: string; goTo: string };
};

/** A course page's enrolment: the same 'Inscrever-se' and dialogs as the catalogue's cards. */
export function CourseEnrolment({ course, enrolled, allowance, programUrl, labels }: Props) {
  return (
    <EnrolmentProvider allowance={allowance}>
      <div className="course-card-actions">
        {enrolled ? (
          <>
            <span className="enrolled-badge">{labels.enrolled}</span>
            {programUrl && <PartnerLink href={programUrl}>{labels.goTo}</PartnerLink>}
          </>
        ) : (
          <EnrolButton course={course} />
        )}
      </div>
    </EnrolmentProvider>
  );
}
