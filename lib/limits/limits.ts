/**
 * The portal's own limits (beside the insurer's): how many attempts of one kind a key (a customer,
 * a CPF, an IP) may make in a window, and the pt-BR message (a key of messages/pt-BR.json, namespace
 * Limits) shown when the limit is reached. Pure data, shared by the limiter and its tests.
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
};

export const LIMITS = {
  /** Wrong current passwords on the change-password form, per customer (issue: 5 in 15 minutes). */
  passwordChange: { points: 5, durationSec: 15 * 60, blockSec: 15 * 60, message: 'passwordChange' },
  /** CV PDFs generated per customer (server CPU): 20 in 10 minutes is far above any real use. */
  cvPdf: { points: 20, durationSec: 10 * 60, blockSec: 10 * 60, message: 'cvPdf' },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;
