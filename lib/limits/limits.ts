import { LOGIN_CPF_ATTEMPTS_DEFAULT } from '@/lib/env-schema';

/**
 * The portal's own limits (beside the insurer's): how many attempts of one kind a key (a CPF, a
 * customer, a client IP) may make in a window, and the pt-BR message (a key of messages/pt-BR.json,
 * namespace Limits) shown with 429 and Retry-After when the limit is reached. The numbers and their
 * grounds (NIST SP 800-63B §5.2.2, OWASP ASVS 5.0 §6, the insurer's own lock) are in docs/operating.md, *Limits*.
 * Pure data, shared by the limiter and its tests; `limitRule` applies the settings of the
 * environment (LOGIN_CPF_ATTEMPTS).
 */
export type LimitRule = {
  /** Attempts allowed in the window. */
  points: number;
  /** The window, in seconds. */
  durationSec: number;
  /** Once over the limit, refused for this long (seconds); default: until the window ends. */
  blockSec?: number;
  /** Messages Limits.<message>. */
  message: string;
  /**
   * A shared key (a client address): a success gives back only its own attempt, instead of
   * forgetting the key's failures (one good login must not wipe a stranger's guesses from the address).
   */
  shared?: boolean;
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  /**
   * Password attempts per CPF, the login's and the account changes' step-up alike: one under the
   * insurer's own lock (5 wrong passwords, which only a recovery undoes), so a stranger who knows a
   * CPF meets this temporary refusal instead. Points: LOGIN_CPF_ATTEMPTS (default 4).
   */
  loginCpf: { points: LOGIN_CPF_ATTEMPTS_DEFAULT, durationSec: 15 * MINUTE, blockSec: 15 * MINUTE, message: 'login' },
  /** Failed logins per client IP (many customers may share one address behind a carrier's NAT). */
  loginIp: { points: 50, durationSec: 15 * MINUTE, blockSec: 15 * MINUTE, message: 'login', shared: true },
  /** Password-recovery requests (and resends) per CPF. */
  recoveryRequest: { points: 5, durationSec: HOUR, message: 'recoveryRequest' },
  /** Wrong recovery codes per CPF: a 6-digit code cannot be guessed in 5 tries (1 in 200,000). */
  recoveryCode: { points: 5, durationSec: 10 * MINUTE, blockSec: 10 * MINUTE, message: 'recoveryCode' },
  /** Wrong codes of an e-mail change, per customer (the insurer voids the change at its 5th). */
  emailCode: { points: 5, durationSec: 10 * MINUTE, blockSec: 10 * MINUTE, message: 'emailCode' },
  /** Pre-registrations (sign-up step 0) per client IP. */
  preRegisterIp: { points: 10, durationSec: HOUR, message: 'preRegister' },
  /** Contact messages per client IP. */
  contactIp: { points: 10, durationSec: 10 * MINUTE, message: 'contact' },
  /** Survey answers and skips per customer. */
  survey: { points: 20, durationSec: HOUR, message: 'survey' },
  /** Usability beacons per customer (or per client IP before login). */
  usability: { points: 120, durationSec: MINUTE, message: 'usability' },
  /** CSP violation reports per client IP: a page with a broken policy sends a few per view; a flood is refused. */
  cspReport: { points: 60, durationSec: MINUTE, message: 'cspReport' },
  /** PNG downloads of logos (rasterising costs CPU), per customer: 20 a minute. */
  logoPng: { points: 20, durationSec: MINUTE, blockSec: MINUTE, message: 'logoPng' },
  /** CV PDFs generated per customer (server CPU): 20 in 10 minutes is far above any real use. */
  cvPdf: { points: 20, durationSec: 10 * MINUTE, blockSec: 10 * MINUTE, message: 'cvPdf' },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

/** The settings of the environment that change a limit (lib/env-schema.ts). */
export type LimitSettings = { LOGIN_CPF_ATTEMPTS: number };

/** The rule in force for `name`: LIMITS with the environment's settings applied. */
export function limitRule(name: LimitName, settings: LimitSettings): LimitRule {
  const rule: LimitRule = LIMITS[name];
  return name === 'loginCpf' ? { ...rule, points: settings.LOGIN_CPF_ATTEMPTS } : rule;
}
