import { z } from '@/lib/validation/z';
import { COURSE_ID_PATTERN } from '@/lib/validation/courses';

/**
 * Wire schemas of the online-courses calls (our design, docs/sandbox.md): the partner's field
 * names and values. lib/courses/insurer.ts maps them to the portal's types.
 */

const count = z.number().int().min(0);

/** getDisclaimer (SPEC §7): the partner's notice, shown before an enrolment. */
export const disclaimerDataSchema = z.object({
  partner: z.string().trim().min(1),
  title: z.string().trim().min(1),
  disclaimer: z.string().trim().min(1),
});

export const wireCourseSchema = z.object({
  courseId: z.string().regex(COURSE_ID_PATTERN),
  name: z.string().trim().min(1),
  description: z.string().trim().catch(''),
  category: z.enum(['learn-languages', 'business-skills', 'personal-development', 'data-science']),
  level: z.enum(['BEGINNER', 'INTERMEDIATE', 'ADVANCED']),
  language: z.enum(['pt', 'en', 'es']),
  durationHours: z.number().positive(),
  provider: z.string().trim().catch(''),
});
export type WireCourse = z.infer<typeof wireCourseSchema>;

/** A list of courses, leaving out one the portal cannot show (a category, level or language it does not know) rather than failing the page. */
const courseList = z.array(z.unknown()).transform((courses) =>
  courses.flatMap((course) => {
    const parsed = wireCourseSchema.safeParse(course);
    return parsed.success ? [parsed.data] : [];
  }),
);

/** searchCourses: one page of the matches, the total and the number of pages. */
export const searchDataSchema = z.object({ total: count, page: z.number().int().min(1), pages: count, courses: courseList });

export const wireCourseDetailsSchema = wireCourseSchema.extend({
  summary: z.string().trim().catch(''),
  syllabus: z.array(z.string().trim().min(1)).catch([]),
  certificate: z.enum(['professional', 'completion', 'none']).catch('none'),
});
export type WireCourseDetails = z.infer<typeof wireCourseDetailsSchema>;

/** getCourse: the course with its details. */
export const courseDataSchema = z.object({ course: wireCourseDetailsSchema });

export const allowanceSchema = z.object({ year: z.number().int().min(2000), limit: count, used: count, remaining: count });

export const wireEnrolmentSchema = z.object({
  courseId: z.string().min(1),
  name: z.string().trim().min(1),
  enrolledAt: z.iso.datetime({ offset: true }),
});
export type WireEnrolment = z.infer<typeof wireEnrolmentSchema>;

/** getEnrollments: this (Brazil) year's enrolments, newest first, and what is left of the limit. */
export const enrolmentsDataSchema = z.object({ allowance: allowanceSchema, enrollments: z.array(wireEnrolmentSchema) });

/** enrollCourse: the recorded enrolment and the allowance after it. */
export const enrolDataSchema = z.object({ enrollment: wireEnrolmentSchema, allowance: allowanceSchema });
