import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { refusalFrom } from '@/lib/bff/refusals';
import { businessFailure, type Reply } from '@/lib/bff/replies';

const { refusals } = MESSAGES.Courses;

/** The partner's refusals of an enrolment → the ApiError the dialog shows (a code without its own text keeps the partner's message). */
export const enrolmentRefusal = refusalFrom({
  [CODES.courseLimit]: { message: refusals.limit },
  [CODES.courseAlreadyEnrolled]: { message: refusals.alreadyEnrolled },
  [CODES.courseUnknown]: { message: refusals.unknownCourse },
  [CODES.courseProgramRefused]: { message: refusals.noProgram },
});

/** The session holds no https programme address for the coursera service: nothing is sent to the partner. */
export const noProgram = (): Reply => businessFailure(CODES.courseNoProgram, refusals.noProgram);
