import { z } from '@/lib/validation/z';
import { COURSE_ID_PATTERN } from '@/lib/validation/courses';

/**
 * Wire schemas of the online-courses calls (our design, sandbox/README.md): the partner's field
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

/**
 * getCourses: the catalogue. A course the portal cannot show (a category, level or language it does
 * not know) is left out rather than failing the whole catalogue.
 */
export const catalogueDataSchema = z.object({ courses: z.array(z.unknown()) }).transform(({ courses }) =>
  courses.flatMap((course) => {
    const parsed = wireCourseSchema.safeParse(course);
    return parsed.success ? [parsed.data] : [];
  }),
);

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
