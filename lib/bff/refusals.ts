import { CODES } from './codes';
import { MESSAGES } from './messages';
import { businessFailure, type Reply } from './replies';

/**
 * The insurer's business codes of each accounts flow → the ApiError the UI shows (SPEC §8).
 * A code without its own text keeps the insurer's message.
 */

const { Auth, Api } = MESSAGES;

/** A refusal that shows each code's own text (a code without one keeps the insurer's message). */
export const refusalFrom =
  (texts: Record<string, string>) =>
  (code: string, message: string): Reply =>
    businessFailure(code, texts[code] ?? message);

export const loginRefusal = refusalFrom({
  [CODES.loginMismatch]: Auth.login101,
  [CODES.loginNotRegistered]: Auth.login102,
  [CODES.loginNoPolicy]: Auth.login103,
  [CODES.loginBlocked]: Auth.login104,
  [CODES.massRegistration]: Api.massRegistered,
});

/** The insurer's wording of the sign-up limit, inside a 101. */
export const LIMIT_MESSAGE = 'has superado el límite permitido';
/** The insurer's pre-registration refusal for no insurance in force (and, with LIMIT_MESSAGE, the limit). */
const NO_ACTIVE_CODE = '101';

/** 101 'limit' → LIMIT ('Limite excedido'); other 101 → the no-active modal; 102 already registered; 103 validation. */
export function preRegisterRefusal(code: string, message: string): Reply {
  if (code === NO_ACTIVE_CODE && message.includes(LIMIT_MESSAGE)) return businessFailure(CODES.signupLimit, Auth.limitMessage);
  return refusalFrom({
    [NO_ACTIVE_CODE]: Auth.noInsuranceMessage,
    [CODES.alreadyRegistered]: Auth.alreadyRegisteredTitle,
    [CODES.identityMismatch]: Auth.register103,
  })(code, message);
}

export const registerRefusal = refusalFrom({ [CODES.alreadyRegistered]: Auth.register102, [CODES.identityMismatch]: Auth.register103 });

export const recoveryRequestRefusal = refusalFrom({ [CODES.recoveryLimit]: Auth.recoveryLimit });

export const codeRefusal = refusalFrom({ [CODES.wrongCode]: Auth.codeInvalid });
