import { FONTE_MAX, type CvColor, type CvFont, type CvModelo } from '@/lib/validation/cv-options';

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

/** The body text's colour, and the colour of periods, contacts and other secondary lines. */
export const INK = '#1f1a2e';
export const MUTED = '#4a4656';
/** Text on the accent colour (each colour has at least 7:1 contrast with it). */
export const ON_ACCENT = '#ffffff';

/**
 * How each template (lib/validation/cv.ts CV_MODELOS) lays the same view out; sizes and spaces are
 * multiples of the body text, read by both the preview (em) and the PDF (points).
 * - header: 'rule' puts the name over an accent rule; 'band' sets name, headline and contacts in
 *   white on an accent band across the page's top.
 * - heading: 'rule' underlines the section titles in the accent; 'bar' puts an accent bar at their
 *   left; 'caps' writes them in small capitals, without a line.
 * - inlineLists: languages and skills on one line each, joined by the separator (denser).
 * - periodBeside: an entry's period at the right of its title, not below it.
 * - joinedHeader: contacts and details on one line, the links on another (not one line each).
 */
export type TemplateStyle = {
  header: 'rule' | 'band';
  heading: 'rule' | 'bar' | 'caps';
  name: number;
  headingSize: number;
  lineHeight: number;
  sectionGap: number;
  headingGap: number;
  entryGap: number;
  inlineLists: boolean;
  periodBeside: boolean;
  joinedHeader: boolean;
};

export const TEMPLATES: Record<CvModelo, TemplateStyle> = {
  classico: {
    header: 'rule',
    heading: 'rule',
    name: SCALE.name,
    headingSize: SCALE.heading,
    lineHeight: SCALE.lineHeight,
    sectionGap: 1.1,
    headingGap: 0.5,
    entryGap: 0.8,
    inlineLists: false,
    periodBeside: false,
    joinedHeader: false,
  },
  moderno: {
    header: 'band',
    heading: 'bar',
    name: 2.4,
    headingSize: SCALE.heading,
    lineHeight: SCALE.lineHeight,
    sectionGap: 1.4,
    headingGap: 0.6,
    entryGap: 0.9,
    inlineLists: false,
    periodBeside: false,
    joinedHeader: false,
  },
  compacto: {
    header: 'rule',
    heading: 'caps',
    name: 1.8,
    headingSize: 1.05,
    lineHeight: 1.25,
    sectionGap: 0.7,
    headingGap: 0.25,
    entryGap: 0.45,
    inlineLists: true,
    periodBeside: true,
    joinedHeader: true,
  },
};

/** The accent bar of 'bar' headings and the band's inner spacing, in multiples of the body text. */
export const HEADING_BAR = 0.3;
export const BAND_PADDING = 1.4;

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

/** The name the customer reads for each option: the stored value keeps the spec's spelling, the screen the font's own. */
export const CV_FONT_LABEL: Record<CvFont, string> = { Arial: 'Arial', Helvetica: 'Helvetica', Times: 'Times', Verdana: 'Verdana', Monserrat: 'Montserrat' };

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
