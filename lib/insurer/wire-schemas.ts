import { z } from '@/lib/validation/z';

/**
 * zod schemas of what the insurer answers (SPEC §3, §7; sandbox/README.md). Every response is
 * checked against them: anything else is a malformed answer, never trusted.
 */

const text = z.string().nullish().transform((v) => v ?? '');
const id = z.union([z.string().min(1), z.number()]).transform(String);

/** Every answer: code '00' is success; on an HTTP failure the body is this envelope with error true. */
export const envelopeSchema = z.object({
  code: id,
  error: z.boolean().optional(),
  message: text,
  data: z.unknown().optional(),
});
export type WireEnvelope = z.infer<typeof envelopeSchema>;

export const wireEcosystemSchema = z.object({
  ecosystemName: z.string(),
  servicesList: z.array(z.object({ serviceName: z.string(), meta: text })),
});
export type WireEcosystem = z.infer<typeof wireEcosystemSchema>;

export const loginDataSchema = z.object({
  jwt: z.string().min(1),
  names: z.string(),
  identification: z.string(),
  listEcosystem: z.array(wireEcosystemSchema),
});

export const contingencyDataSchema = z.object({ listEcosystem: z.array(wireEcosystemSchema) });

export const preRegisterDataSchema = z.object({ userId: id });

/** Calls whose success carries no data we use. */
export const noDataSchema = z.unknown();
