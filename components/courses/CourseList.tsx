'use client';

import type { CourseAllowance } from '@/lib/courses/contract';
import { CourseCard, courseOfRow, type CourseCardLabels, type CourseRow } from './CourseCard';
import { EnrolmentProvider } from './EnrolmentProvider';

type Props = {
  /** This page's courses (at most PAGE_SIZE), as their cards show them, in rows (CourseRow). */
  courses: readonly CourseRow[];
  labels: CourseCardLabels;
  programUrl: string | null;
  allowance: CourseAllowance;
};

/**
 * The courses of a catalogue page and their enrolment flow. A client component although most of a
 * card is text: from small views, the flight data holds each course's texts once (about a third of
 * the element tree a server-rendered card put there beside its HTML); the HTML is the same.
 */
export function CourseList({ courses, labels, programUrl, allowance }: Props) {
  return (
    <EnrolmentProvider allowance={allowance}>
      <ul className="course-list">
        {courses.map((row) => (
          <CourseCard key={row[0]} course={courseOfRow(row)} labels={labels} programUrl={programUrl} />
        ))}
      </ul>
    </EnrolmentProvider>
  );
}
