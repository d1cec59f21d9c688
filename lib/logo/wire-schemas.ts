import { z } from '@/lib/validation/z';

/** What the insurer answers about saved logos (docs/sandbox.md, Logo creation). The design is checked by lib/logo/insurer.ts. */
export const wireLogoSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  design: z.unknown(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WireLogo = z.infer<typeof wireLogoSchema>;

export const logoListDataSchema = z.object({ logos: z.array(wireLogoSchema) });
export const logoDataSchema = z.object({ logo: wireLogoSchema });
