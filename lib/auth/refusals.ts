import { CODES } from '@/lib/bff/codes';
import { MESSAGES } from '@/lib/bff/messages';
import { refusalFrom } from '@/lib/bff/refusals';

/**
 * The insurer's business codes of each accounts flow → the ApiError the UI shows (SPEC §8).
 * A code without its own text keeps the insurer's message.
 */
const { Auth, Api } = MESSAGES;

export const loginRefusal = refusalFrom({
  [CODES.loginMismatch]: { message: Auth.login101 },
  [CODES.loginNotRegistered]: { message: Auth.login102 },
  [CODES.loginNoPolicy]: { message: Auth.login103 },
  [CODES.loginBlocked]: { message: Auth.login104 },
  [CODES.massRegistration]: { message: Api.massRegistered },
});

/** The insurer's wording of the sign-up limit, inside a 101. */
export const LIMIT_MESSAGE = 'has superado el límite permitido';

/** The insurer's pre-registration refusal for no insurance in force (and, with LIMIT_MESSAGE, the limit). */
const NO_ACTIVE_CODE = '101';

/** 101 'limit' → LIMIT ('Limite excedido'); other 101 → the no-active modal; 102 already registered; 103 validation. */
export const preRegisterRefusal = refusalFrom({
  [NO_ACTIVE_CODE]: [{ messageIncludes: LIMIT_MESSAGE, code: CODES.signupLimit, message: Auth.limitMessage }, { message: Auth.noInsuranceMessage }],
  [CODES.alreadyRegistered]: { message: Auth.register102 },
  [CODES.identityMismatch]: { message: Auth.register103 },
});

export const registerRefusal = refusalFrom({
  [CODES.alreadyRegistered]: { message: Auth.register102 },
  [CODES.identityMismatch]: { message: Auth.register103 },
});

export const recoveryRequestRefusal = refusalFrom({ [CODES.recoveryLimit]: { message: Auth.recoveryLimit } });

export const codeRefusal = refusalFrom({ [CODES.wrongCode]: { message: Auth.codeInvalid } });
