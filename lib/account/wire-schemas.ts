import { z } from '../validation/z.ts';

/** zod schemas of the my-account answers (docs/sandbox.md 'My account'): the profile, in getUserProfile and the updates. */

export const POLICY_STATUS = { inForce: 'VIGENTE', notInForce: 'NAO_VIGENTE' } as const;

export const profileDataSchema = z.object({
  names: z.string(),
  identification: z.string(),
  email: z.string(),
  cellPhoneNumber: z.string(),
  /** ISO instant the portal account was activated. */
  activationDate: z.iso.datetime({ offset: true }),
  policy: z.object({ product: z.string(), status: z.string() }),
});

export type WireProfile = z.infer<typeof profileDataSchema>;
