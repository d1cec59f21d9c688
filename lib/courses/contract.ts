import type { Texts } from '@/lib/i18n/merge-texts';
import type { Unavailable } from '@/lib/bff/client';
/** Online courses: the BFF paths and what they answer (errors: ApiError, lib/bff/protocol.ts). */
export const API = {
  /** GET → DisclaimerReply (the courses partner's notice, shown before an enrolment, and the enrolment's texts). */
  coursesDisclaimer: '/api/courses/disclaimer',
  /** POST EnrolmentBody (lib/validation/courses.ts) → EnrolmentResult. */
  courseEnrolments: '/api/courses/enrolments',
} as const;

/** The yearly enrolment limit (calendar year in Brazil time) and what is left of it. */
export type CourseAllowance = { year: number; limit: number; used: number; remaining: number };

/** One enrolment of the year ('Meus cursos'); `enrolledAt` is an ISO instant, shown in Brazil time. */
export type CourseEnrolment = { courseId: string; title: string; enrolledAt: string };

/** This calendar year's enrolments and what is left of the limit. */
export type YearEnrolments = { allowance: CourseAllowance; enrolments: CourseEnrolment[] };

/**
 * What the courses pages load on the server (lib/courses/load.ts): a failed call is 'unavailable'
 * (the page says so and offers a retry), a JWT the insurer no longer accepts is 'expired'.
 */
export type CoursesLoad<T> = { kind: 'ok'; data: T } | Unavailable | { kind: 'expired' };

/** GET API.coursesDisclaimer → 200: the partner's notice (SPEC §7 getDisclaimer), decrypted. */
export type PartnerDisclaimerView = { partner: string; title: string; text: string };

/** What GET API.coursesDisclaimer answers: the notice and the enrolment dialogs' texts (lib/i18n ENROLMENT_TEXTS). */
export type DisclaimerReply = PartnerDisclaimerView & { texts: Texts };

/**
 * POST API.courseEnrolments → 200: the enrolment is recorded; `programUrl` is the partner's programme
 * address from the session's coursera meta (https only). Refusals (400 business): CODES.courseLimit,
 * courseAlreadyEnrolled, courseUnknown, courseProgramRefused, courseNoProgram.
 */
export type EnrolmentResult = { enrolment: CourseEnrolment; allowance: CourseAllowance; programUrl: string };
