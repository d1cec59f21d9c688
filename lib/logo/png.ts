import 'server-only';
import { Resvg } from '@resvg/resvg-js';
import { PNG_SIZE } from './catalog';

/**
 * The PNG of a drawn logo: PNG_SIZE pixels wide and high, transparent background, rasterised by
 * resvg. The SVG holds no text element (its text is outlines, its emoji artwork), so no font is
 * loaded and the PNG shows exactly what the browser's preview shows.
 */
export function renderPng(svg: string): { png: Buffer; ms: number } {
  const started = performance.now();
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: PNG_SIZE },
    font: { loadSystemFonts: false },
    shapeRendering: 2,
    textRendering: 1,
  });
  const png = resvg.render().asPng();
  return { png, ms: performance.now() - started };
}
