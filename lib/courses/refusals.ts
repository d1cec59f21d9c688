import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { businessFailure, type Reply } from '@/lib/bff/replies';

const { refusals } = MESSAGES.Courses;

const TEXTS: Record<string, string> = {
  [CODES.courseLimit]: refusals.limit,
  [CODES.courseAlreadyEnrolled]: refusals.alreadyEnrolled,
  [CODES.courseUnknown]: refusals.unknownCourse,
  [CODES.courseProgramRefused]: refusals.noProgram,
};

/** The partner's refusals of an enrolment → the ApiError the dialog shows (a code without its own text keeps the partner's message). */
export const enrolmentRefusal = (code: string, message: string): Reply => businessFailure(code, TEXTS[code] ?? message);

/** The session holds no https programme address for the coursera service: nothing is sent to the partner. */
export const noProgram = (): Reply => businessFailure(CODES.courseNoProgram, refusals.noProgram);
