'use client';

import { lazyComponent } from '@/components/ui/lazyComponent';
import { createContext, use, useState, type ReactNode } from 'react';
import { focusIfLost } from '@/components/ui/useFocusFallback';
import type { CourseAllowance } from '@/lib/courses/contract';
import { courseTitleId } from './ids';

/** The course a customer pressed 'Inscrever-se' on. */
export type EnrolmentCourse = { id: string; title: string };

// The disclaimer, confirmation and refusal dialogs load on the first 'Inscrever-se', not with the page.
const EnrolmentFlow = lazyComponent(() => import('./EnrolmentFlow').then((m) => m.EnrolmentFlow));

const StartEnrolment = createContext<(course: EnrolmentCourse) => void>(() => undefined);

/** Starts the enrolment flow for a course (the cards' 'Inscrever-se' buttons). */
export const useStartEnrolment = () => use(StartEnrolment);

const AtLimit = createContext(false);

/** Whether the year's enrolments are all used, as the page was rendered: the buttons then show it. */
export const useAtLimit = () => use(AtLimit);

/** Hosts the enrolment flow of the catalogue: one at a time, started afresh by every press. */
export function EnrolmentProvider({ allowance, children }: { allowance: CourseAllowance; children: ReactNode }) {
  const [flow, setFlow] = useState<{ course: EnrolmentCourse; attempt: number } | null>(null);
  const start = (course: EnrolmentCourse) => setFlow((current) => ({ course, attempt: (current?.attempt ?? 0) + 1 }));
  const end = () => {
    const courseId = flow?.course.id;
    setFlow(null);
    // After an enrolment the card's button is gone (the card now links to the partner). If the refresh
    // came while a dialog was open, the dialog gives focus back to nothing: it goes to the card's title.
    if (courseId) focusIfLost(courseTitleId(courseId));
  };
  return (
    <StartEnrolment value={start}>
      <AtLimit value={allowance.remaining === 0}>{children}</AtLimit>
      {flow && <EnrolmentFlow key={flow.attempt} course={flow.course} allowance={allowance} onEnd={end} />}
    </StartEnrolment>
  );
}
