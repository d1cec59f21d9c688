import { PALETTES, type FrameId, type LayoutId, type LogoBrief, type LogoDesign, type StyleId, type SymbolChoice } from './catalog';

/**
 * The proposals for a brief (at least 6, distinct): the brief's name, slogan,
 * segment, type, palette and font, drawn in eight arrangements that differ in layout, style,
 * frame, symbol, letter case and which palette colour leads. Every type gets eight different
 * drawings (the tests check it): where an axis does not apply (a name-only logo has no frame
 * nor symbol) the others still differ.
 */
type Variant = { layout: LayoutId; style: StyleId; frame: FrameId; symbol: SymbolChoice; uppercase: boolean; swap: boolean };

const VARIANTS: readonly Variant[] = [
  { layout: 'horizontal', style: 'solido', frame: 'circulo', symbol: 0, uppercase: false, swap: false },
  { layout: 'empilhado', style: 'solido', frame: 'quadrado', symbol: 1, uppercase: false, swap: false },
  { layout: 'horizontal', style: 'contorno', frame: 'hexagono', symbol: 1, uppercase: false, swap: false },
  { layout: 'empilhado', style: 'contorno', frame: 'circulo', symbol: 0, uppercase: true, swap: false },
  { layout: 'horizontal', style: 'solido', frame: 'quadrado', symbol: 0, uppercase: true, swap: true },
  { layout: 'empilhado', style: 'solido', frame: 'hexagono', symbol: 1, uppercase: false, swap: true },
  { layout: 'horizontal', style: 'contorno', frame: 'quadrado', symbol: 0, uppercase: false, swap: true },
  { layout: 'empilhado', style: 'contorno', frame: 'hexagono', symbol: 1, uppercase: false, swap: true },
];

export const PROPOSAL_COUNT = VARIANTS.length;

export function proposalsFor(brief: LogoBrief): LogoDesign[] {
  const palette = PALETTES[brief.palette];
  return VARIANTS.map(({ swap, ...variant }) => ({
    name: brief.name,
    slogan: brief.slogan,
    segment: brief.segment,
    type: brief.type,
    font: brief.font,
    ...variant,
    colors: swap ? { primary: palette.secondary, secondary: palette.primary, text: palette.text } : { ...palette },
  }));
}
