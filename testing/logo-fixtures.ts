import { PALETTES, type LogoDesign } from '@/lib/logo/catalog';

/** A logo design as the tests save, draw and read it back ('Café São João', the purple palette). */
export const SAMPLE_LOGO: LogoDesign = {
  name: 'Café São João',
  slogan: 'Desde 1998',
  segment: 'alimentacao',
  type: 'simbolo-nome',
  symbol: 0,
  font: 'montserrat',
  layout: 'horizontal',
  style: 'solido',
  frame: 'circulo',
  uppercase: false,
  colors: { ...PALETTES.roxo },
};
