import type { CourseAllowance } from '@/lib/courses/contract';

/**
 * The values of the allowance texts (messages Courses.allowance.*, Courses.enrolment.uses), the same
 * on the server and in the dialogs. The years are strings, so ICU does not print them as 2.026.
 */
export const allowanceValues = ({ remaining, limit, used, year }: CourseAllowance) => ({
  remaining,
  limit,
  used,
  year: String(year),
  nextYear: String(year + 1),
});
