/** The CV calls' business codes besides '00' (docs/sandbox.md 'CV builder'): a stale revision, a CV too large. */
export const CV_WIRE_CODES = { conflict: '102', tooLarge: '103' } as const;

/** The partner's limit on a stored CV, in bytes of its JSON. */
export const CV_STORE_MAX_BYTES = 128 * 1024;
