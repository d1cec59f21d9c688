import type { EnrolmentResult } from '@/lib/courses/contract';
import { sessionHandler } from '@/lib/bff/handler';
import { insurerFailure, ok } from '@/lib/bff/replies';
import { courseProgram } from '@/lib/courses/program';
import { enrolmentRefusal, noProgram } from '@/lib/courses/refusals';
import { enrolInCourse } from '@/lib/courses/insurer';
import { enrolmentSchema } from '@/lib/validation/courses';

/**
 * POST API.courseEnrolments {courseId} → EnrolmentResult. The programme is the session's coursera
 * meta (never one from the browser); the partner records the enrolment and enforces the yearly limit.
 */
export const POST = sessionHandler(
  enrolmentSchema,
  async ({ body, session }) => {
    const programUrl = courseProgram(session.listEcosystem, session.eco);
    if (!programUrl) return noProgram();
    const result = await enrolInCourse({ jwt: session.jwt, courseId: body.courseId, program: programUrl });
    return result.kind === 'ok' ? ok<EnrolmentResult>({ ...result.data, programUrl }) : insurerFailure(result, enrolmentRefusal);
  },
  { service: 'courses' },
);
