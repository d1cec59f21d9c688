import { z } from '@/lib/validation/z';

/**
 * zod schemas of the insurer's envelope (SPEC §3, §7; sandbox/README.md), shared by every call.
 * Every response is checked against them: anything else is a malformed answer, never trusted.
 * Each feature's `data` schemas are in lib/<feature>/wire-schemas.ts.
 */

/** A text the insurer may leave out or null: ''. */
export const wireText = z.string().nullish().transform((v) => v ?? '');
/** An id the insurer sends as a string or a number: a string. */
export const wireId = z.union([z.string().min(1), z.number()]).transform(String);

/** Every answer: code '00' is success; on an HTTP failure the body is this envelope with error true. */
export const envelopeSchema = z.object({
  code: wireId,
  error: z.boolean().optional(),
  message: wireText,
  data: z.unknown().optional(),
});

export type WireEnvelope = z.infer<typeof envelopeSchema>;

/** Calls whose success carries no data we use. */
export const noDataSchema = z.unknown();
