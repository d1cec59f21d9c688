import 'server-only';
import type { Font, Glyph } from 'fontkit';
import { EMOJI_BOX, emojiMarkup } from './emoji';
import type { FontPair } from './fonts';
import { graphemes } from './graphemes';

/**
 * Text drawn as outlines: a line of the name or slogan is shaped with fontkit (kerning,
 * ligatures, accents), each glyph becomes path data, emoji become Twemoji artwork. Everything
 * is measured in ems (1 em = the font size) from the glyphs' real outlines, so the layout knows
 * exactly how much room a line takes and can never let it overflow.
 */

/** Emoji: a square of this many ems sitting this far below the baseline, with this advance. */
const EMOJI_SIZE = 0.95;
const EMOJI_DROP = 0.14;
const EMOJI_ADVANCE = 1.02;

type Item =
  /** Glyphs placed along the run (font units from its start); `x` is the run's start in ems. Outlines are made only when drawn. */
  | { kind: 'glyphs'; x: number; glyphs: { glyph: Glyph; dx: number; dy: number }[]; unitsPerEm: number }
  /** Twemoji shapes in a 36 × 36 box whose left edge is at `x` ems. */
  | { kind: 'emoji'; x: number; markup: string };

/** A shaped line. Extents in ems from the pen's start (x) and the baseline (y up). */
export type ShapedLine = {
  items: Item[];
  /** Leftmost and rightmost ink. */
  minX: number;
  maxX: number;
  /** Ink above and below the baseline (both ≥ 0). */
  above: number;
  below: number;
  /** Characters neither the font, its fallback nor Twemoji can draw: left out. */
  omitted: string[];
};

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u;
const PRESENTATION = /[\uFE0E\uFE0F]/g;

const codePoints = (text: string) => [...text.replace(PRESENTATION, '')].map((c) => c.codePointAt(0)!);
const covers = (font: Font, text: string) => codePoints(text).every((cp) => font.hasGlyphForCodePoint(cp));

/** Which source draws a grapheme: an emoji prefers Twemoji (unless written as text with FE0E), then the fonts. */
function sourceOf(grapheme: string, fonts: FontPair): 'main' | 'fallback' | 'emoji' | null {
  const emoji = EMOJI.test(grapheme) && !grapheme.includes('\uFE0E');
  const pictographic = emoji && (grapheme.includes('\uFE0F') || codePoints(grapheme).length > 1 || !covers(fonts.main, grapheme));
  if (pictographic && emojiMarkup(grapheme)) return 'emoji';
  if (covers(fonts.main, grapheme)) return 'main';
  if (covers(fonts.fallback, grapheme)) return 'fallback';
  if (emoji && emojiMarkup(grapheme)) return 'emoji';
  return null;
}

/** Rounds the long decimals fontkit's path arithmetic can leave. */
const tidyPath = (d: string) => d.replace(/-?\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100));

export function shapeLine(text: string, fonts: FontPair): ShapedLine {
  const line: ShapedLine = { items: [], minX: Infinity, maxX: -Infinity, above: 0, below: 0, omitted: [] };
  let pen = 0;
  const ink = (left: number, right: number, top: number, bottom: number) => {
    line.minX = Math.min(line.minX, left);
    line.maxX = Math.max(line.maxX, right);
    line.above = Math.max(line.above, top);
    line.below = Math.max(line.below, -bottom);
  };

  const runs: { source: 'main' | 'fallback' | 'emoji'; text: string }[] = [];
  for (const grapheme of graphemes(text)) {
    const source = sourceOf(grapheme, fonts);
    if (!source) {
      line.omitted.push(grapheme);
      continue;
    }
    const last = runs.at(-1);
    if (last && last.source === source && source !== 'emoji') last.text += grapheme;
    else runs.push({ source, text: grapheme });
  }

  for (const run of runs) {
    if (run.source === 'emoji') {
      const markup = emojiMarkup(run.text)!;
      const left = pen + (EMOJI_ADVANCE - EMOJI_SIZE) / 2;
      line.items.push({ kind: 'emoji', x: left, markup });
      ink(left, left + EMOJI_SIZE, EMOJI_SIZE - EMOJI_DROP, -EMOJI_DROP);
      pen += EMOJI_ADVANCE;
      continue;
    }
    const font = fonts[run.source];
    const em = font.unitsPerEm;
    const { glyphs, positions } = font.layout(run.source === 'main' ? run.text : run.text.replace(PRESENTATION, ''));
    let units = 0;
    const placed: { glyph: Glyph; dx: number; dy: number }[] = [];
    glyphs.forEach((glyph, i) => {
      const { xAdvance, xOffset, yOffset } = positions[i]!;
      const box = glyph.bbox;
      if (Number.isFinite(box.minX) && box.maxX > box.minX) {
        placed.push({ glyph, dx: units + xOffset, dy: yOffset });
        ink(pen + (units + xOffset + box.minX) / em, pen + (units + xOffset + box.maxX) / em, (yOffset + box.maxY) / em, (yOffset + box.minY) / em);
      }
      units += xAdvance;
    });
    if (placed.length) line.items.push({ kind: 'glyphs', x: pen, glyphs: placed, unitsPerEm: em });
    pen += units / em;
  }
  if (!Number.isFinite(line.minX)) Object.assign(line, { minX: 0, maxX: 0 });
  return line;
}

/** The ink's width in ems. */
export const inkWidth = (line: ShapedLine) => line.maxX - line.minX;

const n = (value: number) => Math.round(value * 100) / 100;

/**
 * The line's markup at `size` px, its ink's left edge at `left` and its baseline at `baseline`.
 * Glyphs are filled paths; emoji keep their own colours.
 */
export function lineMarkup(line: ShapedLine, size: number, left: number, baseline: number, fill: string): string {
  const origin = left - line.minX * size;
  return line.items
    .map((item) => {
      const x = origin + item.x * size;
      if (item.kind === 'glyphs') {
        const k = size / item.unitsPerEm;
        const d = tidyPath(item.glyphs.map(({ glyph, dx, dy }) => glyph.path.translate(dx, dy).toSVG()).join(''));
        return `<path fill="${fill}" transform="translate(${n(x)} ${n(baseline)}) scale(${n(k * 10000) / 10000} ${-n(k * 10000) / 10000})" d="${d}"/>`;
      }
      const side = EMOJI_SIZE * size;
      const top = baseline - (EMOJI_SIZE - EMOJI_DROP) * size;
      return `<svg x="${n(x)}" y="${n(top)}" width="${n(side)}" height="${n(side)}" viewBox="0 0 ${EMOJI_BOX} ${EMOJI_BOX}">${item.markup}</svg>`;
    })
    .join('');
}
