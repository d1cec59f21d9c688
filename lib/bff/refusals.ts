import { MESSAGES } from './messages';
import { businessFailure, type Reply } from './replies';

/**
 * The insurer's business codes of each accounts flow → the ApiError the UI shows (SPEC §8).
 * A code without its own text keeps the insurer's message.
 */

const { Auth, Api } = MESSAGES;

const refusalFrom =
  (texts: Record<string, string>) =>
  (code: string, message: string): Reply =>
    businessFailure(code, texts[code] ?? message);

export const MASS_REGISTRATION_CODE = 'ERROR_REGISTER_MASIVE';

export const loginRefusal = refusalFrom({
  '101': Auth.login101,
  '102': Auth.login102,
  '103': Auth.login103,
  '104': Auth.login104,
  [MASS_REGISTRATION_CODE]: Api.massRegistered,
});

/** The insurer's wording of the sign-up limit, inside a 101. */
export const LIMIT_MESSAGE = 'has superado el límite permitido';
export const LIMIT_CODE = 'LIMIT';

/** 101 'limit' → LIMIT ('Limite excedido'); other 101 → the no-active modal; 102 already registered; 103 validation. */
export function preRegisterRefusal(code: string, message: string): Reply {
  if (code === '101' && message.includes(LIMIT_MESSAGE)) return businessFailure(LIMIT_CODE, Auth.limitMessage);
  return refusalFrom({ '101': Auth.noInsuranceMessage, '102': Auth.alreadyRegisteredTitle, '103': Auth.register103 })(code, message);
}

export const registerRefusal = refusalFrom({ '102': Auth.register102, '103': Auth.register103 });

export const recoveryRequestRefusal = refusalFrom({ '104': Auth.recoveryLimit });

export const codeRefusal = refusalFrom({ '104': Auth.codeInvalid });
