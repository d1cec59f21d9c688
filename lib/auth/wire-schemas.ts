import { z } from '@/lib/validation/z';
import { wireId, wireText } from '@/lib/insurer/wire-schemas';

/** zod schemas of the accounts flows' answers (SPEC §3, §7): login, ecosystem choice, pre-registration. */

export const wireEcosystemSchema = z.object({
  ecosystemName: z.string(),
  servicesList: z.array(z.object({ serviceName: z.string(), meta: wireText })),
});

export type WireEcosystem = z.infer<typeof wireEcosystemSchema>;

export const loginDataSchema = z.object({
  jwt: z.string().min(1),
  names: z.string(),
  identification: z.string(),
  listEcosystem: z.array(wireEcosystemSchema),
});

export const contingencyDataSchema = z.object({ listEcosystem: z.array(wireEcosystemSchema) });

export const preRegisterDataSchema = z.object({ userId: wireId });
