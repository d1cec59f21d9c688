/**
 * The choices of the logo creator: segments, logo types, palettes, fonts and the
 * drawing options a customer can tweak. Pure data, shared by the forms, the validation, the
 * proposals and the server-side drawing. The pt-BR labels live in messages/pt-BR.json (Logo.*).
 */

/** Longest business name and slogan, in user-perceived characters (graphemes: an emoji counts as one). */
export const NAME_MAX = 60;
export const SLOGAN_MAX = 40;
/**
 * The same texts in code points, which the insurer counts: it refuses a title (the name) past 120
 * (sandbox/routes/logo.ts) and a design past 4096 bytes of JSON, which two texts of 120 code points
 * (at most 480 bytes each) and the design's other fields stay far under. One emoji is 1 to 7 code
 * points (👩‍💻 is 3), so 60 of them can be 60 characters and still too long.
 */
export const TEXT_MAX_CODE_POINTS = 120;
/** Logos a customer may keep (the insurer refuses the 6th). */
export const SAVED_MAX = 5;
/** Side of the downloaded PNG, in pixels. */
export const PNG_SIZE = 1024;

/** Business segments: each brings two symbols of its own (lib/logo/symbols.ts). */
export const SEGMENTS = ['alimentacao', 'beleza', 'tecnologia', 'construcao', 'saude', 'educacao', 'comercio', 'servicos', 'outro'] as const;
export type SegmentId = (typeof SEGMENTS)[number];

/** SPEC §3 lists logo-type options without values: symbol and name, name only, emblem, initials. */
export const LOGO_TYPES = ['simbolo-nome', 'nome', 'emblema', 'iniciais'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export type LogoColors = { primary: string; secondary: string; text: string };

/** Each palette: the mark's colour, an accent (slogan, details) and the name's colour. */
export const PALETTES = {
  roxo: { primary: '#5b2d90', secondary: '#00a88e', text: '#1f1a2e' },
  azul: { primary: '#1d4e89', secondary: '#e07a1f', text: '#13293d' },
  verde: { primary: '#2e7d32', secondary: '#8a6d1d', text: '#1b3a1d' },
  vermelho: { primary: '#c62828', secondary: '#b26a00', text: '#2b1b17' },
  rosa: { primary: '#c2185b', secondary: '#9c7a14', text: '#3b1f2b' },
  grafite: { primary: '#263238', secondary: '#b8860b', text: '#263238' },
  laranja: { primary: '#e65100', secondary: '#00796b', text: '#263238' },
} as const satisfies Record<string, LogoColors>;
export type PaletteId = keyof typeof PALETTES;
export const PALETTE_IDS = Object.keys(PALETTES) as PaletteId[];

/**
 * Fonts: TTF files of @expo-google-fonts (OFL), drawn as outlines on the server so the browser's
 * preview and the PNG are the same pixels. `name` draws the business name, `slogan` the slogan.
 */
export const FONTS = {
  montserrat: { label: 'Montserrat', name: 'montserrat/700Bold/Montserrat_700Bold.ttf', slogan: 'montserrat/500Medium/Montserrat_500Medium.ttf' },
  poppins: { label: 'Poppins', name: 'poppins/600SemiBold/Poppins_600SemiBold.ttf', slogan: 'poppins/400Regular/Poppins_400Regular.ttf' },
  arimo: { label: 'Arimo', name: 'arimo/700Bold/Arimo_700Bold.ttf', slogan: 'arimo/400Regular/Arimo_400Regular.ttf' },
  oswald: { label: 'Oswald', name: 'oswald/600SemiBold/Oswald_600SemiBold.ttf', slogan: 'oswald/400Regular/Oswald_400Regular.ttf' },
  tinos: { label: 'Tinos', name: 'tinos/700Bold/Tinos_700Bold.ttf', slogan: 'tinos/400Regular/Tinos_400Regular.ttf' },
  playfair: {
    label: 'Playfair Display',
    name: 'playfair-display/700Bold/PlayfairDisplay_700Bold.ttf',
    slogan: 'playfair-display/400Regular/PlayfairDisplay_400Regular.ttf',
  },
  lobster: { label: 'Lobster', name: 'lobster/400Regular/Lobster_400Regular.ttf', slogan: 'lobster/400Regular/Lobster_400Regular.ttf' },
} as const satisfies Record<string, { label: string; name: string; slogan: string }>;
export type FontId = keyof typeof FONTS;
export const FONT_IDS = Object.keys(FONTS) as FontId[];

/** Horizontal: the mark beside the name; stacked: the mark above it. */
export const LAYOUTS = ['horizontal', 'empilhado'] as const;
export type LayoutId = (typeof LAYOUTS)[number];

/** Solid: the mark filled with the main colour; outline: drawn with a line. */
export const STYLES = ['solido', 'contorno'] as const;
export type StyleId = (typeof STYLES)[number];

/** The shape around the symbol, the initials or the emblem. */
export const FRAMES = ['circulo', 'quadrado', 'hexagono'] as const;
export type FrameId = (typeof FRAMES)[number];

/** Each segment has two symbols: 0 and 1. */
export const SYMBOL_CHOICES = [0, 1] as const;
export type SymbolChoice = (typeof SYMBOL_CHOICES)[number];

/** Everything the drawing needs: what a proposal is, what the editor tweaks, what the insurer stores. */
export type LogoDesign = {
  name: string;
  slogan: string;
  segment: SegmentId;
  type: LogoType;
  symbol: SymbolChoice;
  font: FontId;
  layout: LayoutId;
  style: StyleId;
  frame: FrameId;
  uppercase: boolean;
  colors: LogoColors;
};

/** What the customer fills in before seeing proposals. */
export type LogoBrief = { name: string; slogan: string; segment: SegmentId; type: LogoType; palette: PaletteId; font: FontId };
