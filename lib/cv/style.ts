import { FONTE_MAX, type CvColor, type CvFont } from '@/lib/validation/cv';

/**
 * How the customer's choices look, in one place for the live preview (CSS) and the PDF
 * (react-pdf): the colour values, the font each option uses and the type sizes.
 */

/** Each colour has at least 7:1 contrast on white (WCAG AAA for text). */
export const COLOR_VALUES: Record<CvColor, string> = {
  roxo: '#5b2d90',
  azul: '#1d3f72',
  verde: '#0b5d50',
  vinho: '#7d1d3f',
  grafite: '#33383f',
};

/** A4 in PDF points (1 pt = 1/72 in). */
export const A4_WIDTH_PT = 595.28;
export const A4_HEIGHT_PT = 841.89;
/** Page margin, in points (about 15 mm). */
export const PAGE_MARGIN_PT = 42;

/** Body text in points for a `fonte` (SPEC §5) of 0 to 150: 8 pt to 14 pt, linear; 50 → 10 pt. */
export const MIN_BODY_PT = 8;
export const MAX_BODY_PT = 14;
export function bodyPt(fonte: number): number {
  const level = Math.min(Math.max(fonte, 0), FONTE_MAX);
  return Math.round((MIN_BODY_PT + ((MAX_BODY_PT - MIN_BODY_PT) * level) / FONTE_MAX) * 100) / 100;
}

/** Between the items of the contact and details lines. */
export const SEPARATOR = '  •  ';

/** Every other size, as a multiple of the body text. */
export const SCALE = {
  name: 2.2,
  headline: 1.25,
  heading: 1.2,
  small: 0.9,
  lineHeight: 1.4,
} as const;

/**
 * The font files the PDF embeds for each option (TTF from @expo-google-fonts, SIL Open Font
 * License): Arimo is metric-compatible with Arial and Helvetica, Tinos with Times New Roman;
 * Verdana has no free metric twin, so it uses Poppins, the installed sans closest to its wide,
 * open letters and tall x-height; 'Monserrat' (the spec's spelling) is Montserrat.
 */
export const PDF_FONT_FAMILY: Record<CvFont, PdfFamily> = {
  Arial: 'Arimo',
  Helvetica: 'Arimo',
  Times: 'Tinos',
  Verdana: 'Poppins',
  Monserrat: 'Montserrat',
};
export type PdfFamily = 'Arimo' | 'Tinos' | 'Poppins' | 'Montserrat';

/**
 * The preview's CSS font stack for each option: the system font when the device has it, then the
 * web font of the same file the PDF embeds (a CSS variable set by components/cv/previewFonts.ts,
 * downloaded only when the device lacks the earlier ones), then the generic family.
 */
export const PREVIEW_FONT_STACK: Record<CvFont, string> = {
  Arial: "Arial, var(--cv-font-arimo), 'Liberation Sans', sans-serif",
  Helvetica: "Helvetica, 'Helvetica Neue', Arial, var(--cv-font-arimo), sans-serif",
  Times: "'Times New Roman', Times, var(--cv-font-tinos), 'Liberation Serif', serif",
  Verdana: 'var(--cv-font-poppins), Verdana, sans-serif',
  Monserrat: 'var(--cv-font-montserrat), sans-serif',
};
