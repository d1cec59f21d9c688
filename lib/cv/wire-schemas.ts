import { z } from '../validation/z.ts';

/**
 * The CV partner's answers (docs/sandbox.md, "CV builder"). Both come back as an AES-encrypted
 * envelope, decrypted by callInsurer; the document itself is checked by lib/validation/cv.ts.
 */

/** Refused saves: '102' a newer revision is stored (saved elsewhere), '103' the document is too large. */
export const CV_WIRE_CODES = { conflict: '102', tooLarge: '103' } as const;

/** Upper bound of a stored CV, in bytes of its JSON (the partner's own limit). */
export const CV_STORE_MAX_BYTES = 128 * 1024;

const revision = z.number().int().min(0);
const instant = z.iso.datetime({ offset: true }).nullable();

/** GET getCurriculum → data: the stored document (null: none yet), its revision (0: none) and time. */
export const cvStoredDataSchema = z.object({ curriculum: z.unknown().nullable(), revision, updatedAt: instant });

/** POST saveCurriculum → data: the new revision and its time. */
export const cvSavedDataSchema = z.object({ revision, updatedAt: z.iso.datetime({ offset: true }) });
