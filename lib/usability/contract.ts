/** Usability logging: the BFF path (errors: ApiError, lib/bff/protocol.ts). */
export const API = {
  /** POST → 204. Body: UsabilityBatch (lib/validation/usability.ts), sent as a beacon. */
  usability: '/api/usability',
} as const;

/** Above this size a usability batch is refused: 413 tooLarge. */
export const USABILITY_BODY_MAX_BYTES = 64 * 1024;
