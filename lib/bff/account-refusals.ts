import { CODES } from './codes';
import { MESSAGES } from './messages';
import { refusalFrom } from './refusals';
import { businessFailure, type Reply } from './replies';

/** The insurer's my-account codes (sandbox/README.md 'My account') → the ApiError the pages show. */

const { Auth, Profile, PasswordChange } = MESSAGES;

/** confirmEmailChange's 'no change waiting' (expired, spent, or voided by wrong codes). */
const EMAIL_NOTHING_PENDING = '103';

export const phoneRefusal = refusalFrom({ [CODES.contactUnchanged]: Profile.phoneUnchanged });

export const emailRequestRefusal = refusalFrom({ [CODES.contactUnchanged]: Profile.emailUnchanged, [CODES.emailCodeLimit]: Profile.emailCodeLimit });

/** 104 wrong code ('Código inválido…'); 103 → EMAIL_CHANGE_EXPIRED: a new code is needed. */
export function emailConfirmRefusal(code: string, message: string): Reply {
  if (code === EMAIL_NOTHING_PENDING) return businessFailure(CODES.emailChangeExpired, Profile.emailChangeExpired);
  return refusalFrom({ [CODES.emailWrongCode]: Auth.codeInvalid })(code, message);
}

export const passwordChangeRefusal = refusalFrom({
  [CODES.currentPasswordMismatch]: PasswordChange.currentMismatch,
  [CODES.passwordSameAsCurrent]: PasswordChange.sameAsCurrent,
  [CODES.passwordRecentlyUsed]: PasswordChange.recentlyUsed,
});
