import * as z from 'zod/mini';
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
  TEXT_MAX_CODE_POINTS,
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

/** The business name: 1 to 60 characters (and TEXT_MAX_CODE_POINTS, as the insurer counts), at least one letter, number or emoji. */
export const logoNameSchema = z.pipe(
  z.pipe(z.string({ error: 'Logo.validation.nameRequired' }), z.transform(tidy)),
  z
    .string()
    .check(
      z.minLength(1, 'Logo.validation.nameRequired'),
      z.refine((v) => !FORBIDDEN.test(v), 'Logo.validation.nameInvalid'),
      z.refine((v) => DRAWABLE.test(v), 'Logo.validation.nameInvalid'),
      z.refine((v) => graphemeCount(v) <= NAME_MAX, 'Logo.validation.nameTooLong'),
      z.maxLength(TEXT_MAX_CODE_POINTS, 'Logo.validation.nameTooLongSymbols'),
    ),
);

/** The slogan: optional, up to 40 characters (and TEXT_MAX_CODE_POINTS). */
export const logoSloganSchema = z.pipe(
  z.pipe(z.string({ error: 'Logo.validation.sloganInvalid' }), z.transform(tidy)),
  z
    .string()
    .check(
      z.refine((v) => !FORBIDDEN.test(v), 'Logo.validation.sloganInvalid'),
      z.refine((v) => graphemeCount(v) <= SLOGAN_MAX, 'Logo.validation.sloganTooLong'),
      z.maxLength(TEXT_MAX_CODE_POINTS, 'Logo.validation.sloganTooLongSymbols'),
    ),
);

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'Logo.validation.choose' });

export const logoBriefSchema = z.object({
  name: logoNameSchema,
  slogan: z._default(logoSloganSchema, ''),
  segment: choice(SEGMENTS),
  type: choice(LOGO_TYPES),
  palette: z.pipe(choice(PALETTE_IDS as [string, ...string[]]), z.transform((v: string) => v as LogoBrief['palette'])),
  font: z.pipe(choice(FONT_IDS as [string, ...string[]]), z.transform((v: string) => v as LogoBrief['font'])),
}) satisfies z.ZodMiniType<LogoBrief, unknown>;

export type LogoBriefInput = z.input<typeof logoBriefSchema>;

const colorSchema = z.pipe(
  z.string({ error: 'Logo.validation.color' }).check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Logo.validation.color')),
  z.transform((v: string) => v.toLowerCase()),
);

const designShape = {
  name: logoNameSchema,
  slogan: logoSloganSchema,
  segment: choice(SEGMENTS),
  type: choice(LOGO_TYPES),
  font: z.pipe(choice(FONT_IDS as [string, ...string[]]), z.transform((v: string) => v as LogoDesign['font'])),
  layout: choice(LAYOUTS),
  style: choice(STYLES),
  frame: choice(FRAMES),
};

/** A full design, as the editor saves it (JSON). */
export const logoDesignSchema = z.strictObject({
  ...designShape,
  symbol: z.union([z.literal(0), z.literal(1)], { error: 'Logo.validation.choose' }),
  uppercase: z.boolean({ error: 'Logo.validation.choose' }),
  colors: z.object({ primary: colorSchema, secondary: colorSchema, text: colorSchema }),
}) satisfies z.ZodMiniType<LogoDesign, unknown>;

/** POST API.logos body. */
export const saveLogoSchema = z.object({ design: logoDesignSchema });
/** @public The request body the BFF contract names (its API comment). */
export type SaveLogoInput = z.input<typeof saveLogoSchema>;

/** The same design flattened into a query string (previews: GET API.logoPreview?…): the inverse of lib/logo/design-query.ts. */
const designQueryShape = z.object({
  ...designShape,
  slogan: z._default(logoSloganSchema, ''),
  symbol: z.pipe(z.enum(['0', '1'], { error: 'Logo.validation.choose' }), z.transform((v: '0' | '1') => (v === '1' ? 1 : 0) as LogoDesign['symbol'])),
  uppercase: z.pipe(z.enum(['0', '1'], { error: 'Logo.validation.choose' }), z.transform((v: '0' | '1') => v === '1')),
  primary: colorSchema,
  secondary: colorSchema,
  text: colorSchema,
});
export const logoDesignQuerySchema = z.pipe(
  designQueryShape,
  z.transform(({ primary, secondary, text, ...rest }: z.output<typeof designQueryShape>): LogoDesign => ({ ...rest, colors: { primary, secondary, text } })),
);


/** A saved logo's id in a route (the insurer's ids are UUIDs). */
export const logoIdSchema = z.uuid({ error: 'Logo.validation.notFound' });
