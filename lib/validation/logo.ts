import { z } from '@/lib/validation/z';
import {
  FONT_IDS,
  FRAMES,
  LAYOUTS,
  LOGO_TYPES,
  NAME_MAX,
  PALETTE_IDS,
  SEGMENTS,
  SLOGAN_MAX,
  STYLES,
  type LogoBrief,
  type LogoDesign,
} from '@/lib/logo/catalog';
import { graphemeCount } from '@/lib/logo/graphemes';

/**
 * The logo creator's schemas, shared by its forms (zodResolver) and its route
 * handlers. Messages are keys of messages/pt-BR.json (Logo.validation.*).
 */

/**
 * Characters a name or slogan may not hold: control and format characters other than the emoji
 * joiners (ZWJ, variation selectors, tags of flag sequences), unassigned and private-use code points.
 */
const FORBIDDEN = /[\p{Cc}\p{Cs}\p{Co}\p{Cn}\u2028\u2029]|(?![\u200D\uFE0E\uFE0F\u{E0020}-\u{E007F}])\p{Cf}/u;
/** Something to draw: a letter, a number or a symbol (an emoji is a symbol). */
const DRAWABLE = /[\p{L}\p{N}\p{S}\p{Extended_Pictographic}]/u;

const tidy = (value: string) => value.normalize('NFC').trim().replace(/\s+/g, ' ');

/** The business name: 1 to 60 characters, at least one letter, number or emoji. */
export const logoNameSchema = z
  .string({ error: 'Logo.validation.nameRequired' })
  .transform(tidy)
  .pipe(
    z
      .string()
      .min(1, 'Logo.validation.nameRequired')
      .refine((v) => !FORBIDDEN.test(v), 'Logo.validation.nameInvalid')
      .refine((v) => DRAWABLE.test(v), 'Logo.validation.nameInvalid')
      .refine((v) => graphemeCount(v) <= NAME_MAX, 'Logo.validation.nameTooLong'),
  );

/** The slogan: optional, up to 40 characters. */
export const logoSloganSchema = z
  .string({ error: 'Logo.validation.sloganInvalid' })
  .transform(tidy)
  .pipe(
    z
      .string()
      .refine((v) => !FORBIDDEN.test(v), 'Logo.validation.sloganInvalid')
      .refine((v) => graphemeCount(v) <= SLOGAN_MAX, 'Logo.validation.sloganTooLong'),
  );

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'Logo.validation.choose' });

export const logoBriefSchema = z.object({
  name: logoNameSchema,
  slogan: logoSloganSchema.default(''),
  segment: choice(SEGMENTS),
  type: choice(LOGO_TYPES),
  palette: choice(PALETTE_IDS as [string, ...string[]]).transform((v) => v as LogoBrief['palette']),
  font: choice(FONT_IDS as [string, ...string[]]).transform((v) => v as LogoBrief['font']),
}) satisfies z.ZodType<LogoBrief, unknown>;

export type LogoBriefInput = z.input<typeof logoBriefSchema>;

const colorSchema = z
  .string({ error: 'Logo.validation.color' })
  .regex(/^#[0-9a-fA-F]{6}$/, 'Logo.validation.color')
  .transform((v) => v.toLowerCase());

const designShape = {
  name: logoNameSchema,
  slogan: logoSloganSchema,
  segment: choice(SEGMENTS),
  type: choice(LOGO_TYPES),
  font: choice(FONT_IDS as [string, ...string[]]).transform((v) => v as LogoDesign['font']),
  layout: choice(LAYOUTS),
  style: choice(STYLES),
  frame: choice(FRAMES),
};

/** A full design, as the editor saves it (JSON). */
export const logoDesignSchema = z
  .object({
    ...designShape,
    symbol: z.union([z.literal(0), z.literal(1)], { error: 'Logo.validation.choose' }),
    uppercase: z.boolean({ error: 'Logo.validation.choose' }),
    colors: z.object({ primary: colorSchema, secondary: colorSchema, text: colorSchema }),
  })
  .strict() satisfies z.ZodType<LogoDesign, unknown>;

/** POST API.logos body. */
export const saveLogoSchema = z.object({ design: logoDesignSchema });
/** @public The request body the BFF contract names (its API comment). */
export type SaveLogoInput = z.input<typeof saveLogoSchema>;

/** The same design flattened into a query string (previews: GET API.logoPreview?…), see designQuery(). */
export const logoDesignQuerySchema = z
  .object({
    ...designShape,
    slogan: logoSloganSchema.default(''),
    symbol: z.enum(['0', '1'], { error: 'Logo.validation.choose' }).transform((v) => (v === '1' ? 1 : 0) as LogoDesign['symbol']),
    uppercase: z.enum(['0', '1'], { error: 'Logo.validation.choose' }).transform((v) => v === '1'),
    primary: colorSchema,
    secondary: colorSchema,
    text: colorSchema,
  })
  .transform(({ primary, secondary, text, ...rest }): LogoDesign => ({ ...rest, colors: { primary, secondary, text } }));

/** The query string of a design (the inverse of logoDesignQuerySchema). */
export function designQuery(design: LogoDesign): string {
  const { colors, symbol, uppercase, ...rest } = design;
  return new URLSearchParams({ ...rest, symbol: String(symbol), uppercase: uppercase ? '1' : '0', ...colors }).toString();
}

/** A saved logo's id in a route (the insurer's ids are UUIDs). */
export const logoIdSchema = z.uuid({ error: 'Logo.validation.notFound' });
