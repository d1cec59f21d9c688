import 'server-only';
import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { refusalFrom } from '@/lib/bff/refusals';
import { insurerFailure, type Reply } from '@/lib/bff/replies';
import type { InsurerFailure } from '@/lib/insurer/request';

/**
 * The insurer's refusals of the logo calls, in the portal's words: the 6th logo (400), a logo that is
 * gone (404). Any other (such as its 400 for a request it finds invalid, whose text is the insurer's
 * internal wording) is the portal's own message, without the insurer's code or text.
 */
export const logoRefusal = refusalFrom(
  {
    [CODES.logoLimit]: { message: MESSAGES.Logo.errors.limit },
    [CODES.logoNotFound]: { status: 404, message: MESSAGES.Logo.errors.notFound },
  },
  { message: MESSAGES.Logo.errors.refused, code: null },
);

/** Any failed logo call, as the logo routes answer it. */
export const logoFailure = (result: InsurerFailure): Reply => insurerFailure(result, logoRefusal);
