import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { refusalFrom } from '@/lib/bff/refusals';

/** The insurer's my-account codes (docs/sandbox.md 'My account') → the ApiError the pages show. */
const { Auth, Profile, PasswordChange } = MESSAGES;

/** confirmEmailChange's 'no change waiting' (expired, spent, or voided by wrong codes). */
const EMAIL_NOTHING_PENDING = '103';

/** The step-up's wrong current password, in the phone and e-mail changes: the password change's text. */
const stepUpMismatch = { [CODES.stepUpMismatch]: { message: PasswordChange.currentMismatch } };

export const phoneRefusal = refusalFrom({ ...stepUpMismatch, [CODES.contactUnchanged]: { message: Profile.phoneUnchanged } });

export const emailRequestRefusal = refusalFrom({
  ...stepUpMismatch,
  [CODES.contactUnchanged]: { message: Profile.emailUnchanged },
  [CODES.emailCodeLimit]: { message: Profile.emailCodeLimit },
});

/** 104 wrong code ('Código inválido…'); 103 → EMAIL_CHANGE_EXPIRED: a new code is needed. */
export const emailConfirmRefusal = refusalFrom({
  [EMAIL_NOTHING_PENDING]: { code: CODES.emailChangeExpired, message: Profile.emailChangeExpired },
  [CODES.emailWrongCode]: { message: Auth.codeInvalid },
});

export const passwordChangeRefusal = refusalFrom({
  [CODES.currentPasswordMismatch]: { message: PasswordChange.currentMismatch },
  [CODES.passwordSameAsCurrent]: { message: PasswordChange.sameAsCurrent },
  [CODES.passwordRecentlyUsed]: { message: PasswordChange.recentlyUsed },
});
