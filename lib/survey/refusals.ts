import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { refusalFrom } from '@/lib/bff/refusals';

/** The insurer's refusals of the answers: already answered or skipped (102), or anything else it would not store. */
export const surveySendRefusal = refusalFrom({ [CODES.surveySettled]: { message: MESSAGES.Survey.alreadySettled } }, { message: MESSAGES.Survey.sendRefused });
