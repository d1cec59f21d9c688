import 'server-only';
import type { FrameId, LogoDesign } from './catalog';
import { fontsFor, type FontPair } from './fonts';
import { graphemes } from './graphemes';
import { symbolPath } from './symbols';
import { inkWidth, lineMarkup, shapeLine, type ShapedLine } from './text';

/**
 * Draws a logo design as a self-contained SVG: a transparent 512 × 512 artboard,
 * text as outlines (no font needed to show it), emoji as Twemoji artwork. The same markup is the
 * browser's preview, the SVG download and the source of the PNG, so all three match.
 * Every text is fitted into its box from the glyphs' measured outlines: a one-character name
 * is capped in size, a 60-character one is wrapped on two lines or scaled down, never cut.
 */

export const ARTBOARD = 512;
const MARGIN = 36;
const INNER = ARTBOARD - 2 * MARGIN;
const GAP = 24;

/** A placed element's extent, in artboard pixels (the tests check nothing leaves the artboard). */
export type Box = { x: number; y: number; w: number; h: number };

export type DrawnLogo = {
  svg: string;
  /** Characters left out: no font nor emoji artwork can draw them. */
  omitted: string[];
  /** Nothing of the name could be drawn (e.g. a script none of the fonts has): the design is refused. */
  empty: boolean;
  boxes: Box[];
};

const n = (value: number) => Math.round(value * 100) / 100;

const XML_INVALID = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an XML text node or attribute: never markup. */
export function escapeXml(text: string): string {
  return text
    .replace(XML_INVALID, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const INK = '#1f1a2e';
/** What reads best on a filled shape of `hex`: white or ink. */
export function onColor(hex: string): string {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (luminance(INK) + 0.05) ? '#ffffff' : INK;
}

/** A shape in the box: circle (a pill when wider than tall), rounded square, or hexagon with pointed sides. */
function framePath(frame: FrameId, x: number, y: number, w: number, h: number): string {
  if (frame === 'hexagono') {
    const tip = Math.min(w, h) * 0.25;
    const points = [
      [x + tip, y],
      [x + w - tip, y],
      [x + w, y + h / 2],
      [x + w - tip, y + h],
      [x + tip, y + h],
      [x, y + h / 2],
    ];
    return `M${points.map(([px, py]) => `${n(px!)} ${n(py!)}`).join('L')}Z`;
  }
  const r = frame === 'circulo' ? Math.min(w, h) / 2 : Math.min(w, h) * 0.18;
  return `M${n(x + r)} ${n(y)}H${n(x + w - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)}V${n(y + h - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w - r)} ${n(y + h)}H${n(x + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(y + h - r)}V${n(y + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}Z`;
}

/** One or more lines of one text at one size. */
type FittedText = { lines: ShapedLine[]; size: number; width: number; height: number };

const LINE_GAP = 0.12;

function measure(lines: ShapedLine[], size: number): FittedText {
  const width = Math.max(...lines.map(inkWidth)) * size;
  const height = lines.reduce((sum, line) => sum + (line.above + line.below) * size, 0) + (lines.length - 1) * LINE_GAP * size;
  return { lines, size, width, height };
}

/** The largest size ≤ maxSize at which `lines` fit maxWidth × maxHeight. */
function sizeFor(lines: ShapedLine[], maxWidth: number, maxHeight: number, maxSize: number): number {
  const unit = measure(lines, 1);
  return Math.min(maxSize, unit.width > 0 ? maxWidth / unit.width : maxSize, unit.height > 0 ? maxHeight / unit.height : maxSize);
}

/**
 * The text at the largest size that fits: on one line or, when that would make it small and the
 * text has spaces, on the two or three lines (split at spaces) that allow the largest size.
 */
function fit(text: string, fonts: FontPair, maxWidth: number, maxHeight: number, maxSize: number, wrap: boolean): FittedText {
  const shaped = new Map<string, ShapedLine>();
  const shape = (part: string) => shaped.get(part) ?? shaped.set(part, shapeLine(part, fonts)).get(part)!;
  const single = [shape(text)];
  let best = { lines: single, size: sizeFor(single, maxWidth, maxHeight, maxSize) };
  const words = text.split(' ');
  if (!wrap || best.size >= maxSize * 0.7 || words.length < 2) return measure(best.lines, best.size);
  const join = (from: number, to: number) => words.slice(from, to).join(' ');
  const consider = (parts: string[]) => {
    const lines = parts.map(shape);
    const size = sizeFor(lines, maxWidth, maxHeight, maxSize * (parts.length === 2 ? 0.85 : 0.75));
    // A wrap must earn its place: clearly larger than the best so far.
    if (size > best.size * 1.08) best = { lines, size };
  };
  for (let i = 1; i < words.length; i++) consider([join(0, i), join(i, words.length)]);
  if (best.size >= maxSize * 0.6) return measure(best.lines, best.size);
  for (let i = 1; i < words.length; i++) for (let j = i + 1; j < words.length; j++) consider([join(0, i), join(i, j), join(j, words.length)]);
  return measure(best.lines, best.size);
}

type Align = 'start' | 'middle';

/** Draws fitted text with its top-left ink corner region at (x, y); `x` is the left edge (start) or the centre (middle). */
function drawText(text: FittedText, x: number, y: number, align: Align, fill: string, out: Drawing): void {
  let top = y;
  for (const line of text.lines) {
    const width = inkWidth(line) * text.size;
    const left = align === 'middle' ? x - width / 2 : x;
    const baseline = top + line.above * text.size;
    out.parts.push(lineMarkup(line, text.size, left, baseline, fill));
    out.boxes.push({ x: left, y: top, w: width, h: (line.above + line.below) * text.size });
    top += (line.above + line.below + LINE_GAP) * text.size;
  }
}

type Drawing = { parts: string[]; boxes: Box[]; omitted: Set<string>; nameDrawn: boolean };

/** The name (and the slogan under it) as one block, fitted to a width and a height. */
type Block = { name: FittedText; slogan: FittedText | null; gap: number; width: number; height: number };

function textBlock(design: LogoDesign, maxWidth: number, maxHeight: number, maxSize: number, out: Drawing): Block {
  const fonts = fontsFor(design.font);
  const cased = (text: string) => (design.uppercase ? text.toLocaleUpperCase('pt-BR') : text);
  const sloganText = cased(design.slogan);
  const sloganShare = sloganText ? 0.3 : 0;
  const name = fit(cased(design.name), fonts.name, maxWidth, maxHeight * (1 - sloganShare), maxSize, true);
  let slogan: FittedText | null = null;
  let gap = 0;
  if (sloganText) {
    const sloganMax = Math.max(10, Math.min(26, name.size * 0.5));
    slogan = fit(sloganText, fonts.slogan, maxWidth, maxHeight * sloganShare * 0.8, sloganMax, true);
    gap = Math.max(6, name.size * 0.22);
  }
  for (const line of [...name.lines, ...(slogan?.lines ?? [])]) line.omitted.forEach((c) => out.omitted.add(c));
  out.nameDrawn = name.lines.some((line) => line.items.length > 0);
  const width = Math.max(name.width, slogan?.width ?? 0);
  const height = name.height + (slogan ? gap + slogan.height : 0);
  return { name, slogan, gap, width, height };
}

function drawBlock(block: Block, x: number, y: number, align: Align, nameFill: string, sloganFill: string, out: Drawing): void {
  drawText(block.name, x, y, align, nameFill, out);
  if (block.slogan) drawText(block.slogan, x, y + block.name.height + block.gap, align, sloganFill, out);
}

/** The initials of the business: the first letter or number of its first two words ('de', 'e'… skipped). */
export function initialsOf(name: string): string {
  const SMALL = new Set(['de', 'da', 'do', 'das', 'dos', 'e', '&', 'a', 'o']);
  const words = name.split(' ').filter(Boolean);
  const significant = words.filter((word) => !SMALL.has(word.toLocaleLowerCase('pt-BR')));
  const firstDrawable = (word: string) => graphemes(word).find((g) => /[\p{L}\p{N}]/u.test(g));
  const letters = (significant.length ? significant : words).map(firstDrawable).filter((g): g is string => Boolean(g)).slice(0, 2);
  return (letters.length ? letters.join('') : (graphemes(name)[0] ?? '')).toLocaleUpperCase('pt-BR');
}

/** The mark of symbol-name and initials logos: the frame (filled or outlined) holding the symbol or the initials. */
function drawMark(design: LogoDesign, x: number, y: number, side: number, out: Drawing): void {
  const { primary } = design.colors;
  const solid = design.style === 'solido';
  const stroke = side * 0.05;
  const inset = solid ? 0 : stroke / 2;
  const frame = framePath(design.frame, x + inset, y + inset, side - 2 * inset, side - 2 * inset);
  out.parts.push(solid ? `<path fill="${primary}" d="${frame}"/>` : `<path fill="none" stroke="${primary}" stroke-width="${n(stroke)}" d="${frame}"/>`);
  out.boxes.push({ x, y, w: side, h: side });
  const contentFill = solid ? onColor(primary) : primary;
  const inner = side * (design.frame === 'hexagono' ? 0.5 : 0.56);
  if (design.type === 'iniciais') {
    const initials = fit(initialsOf(design.name), fontsFor(design.font).name, inner, inner, side * 0.5, false);
    drawText(initials, x + side / 2, y + (side - initials.height) / 2, 'middle', contentFill, out);
    return;
  }
  drawSymbol(design, x + (side - inner) / 2, y + (side - inner) / 2, inner, contentFill, out);
}

function drawSymbol(design: LogoDesign, x: number, y: number, side: number, fill: string, out: Drawing): void {
  out.parts.push(`<path fill="${fill}" fill-rule="evenodd" transform="translate(${n(x)} ${n(y)}) scale(${n((side / 100) * 1000) / 1000})" d="${symbolPath(design.segment, design.symbol)}"/>`);
  out.boxes.push({ x, y, w: side, h: side });
}

/** Symbol and name, or initials and name: the mark beside (horizontal) or above (stacked) the text. */
function drawMarkAndName(design: LogoDesign, out: Drawing): void {
  const { text, secondary } = design.colors;
  if (design.layout === 'horizontal') {
    const side = 140;
    const block = textBlock(design, INNER - side - GAP, 260, 64, out);
    const total = side + GAP + block.width;
    const x = (ARTBOARD - total) / 2;
    drawMark(design, x, (ARTBOARD - side) / 2, side, out);
    drawBlock(block, x + side + GAP, (ARTBOARD - block.height) / 2, 'start', text, secondary, out);
    return;
  }
  const side = 170;
  const block = textBlock(design, INNER, INNER - side - GAP, 68, out);
  const top = (ARTBOARD - (side + GAP + block.height)) / 2;
  drawMark(design, (ARTBOARD - side) / 2, top, side, out);
  drawBlock(block, ARTBOARD / 2, top + side + GAP, 'middle', text, secondary, out);
}

/** Name only: an accent bar beside it (horizontal) or a rule under it (stacked); outlined inside a border. */
function drawNameOnly(design: LogoDesign, out: Drawing): void {
  const { primary, secondary, text } = design.colors;
  const outline = design.style === 'contorno';
  const pad = outline ? 30 : 0;
  const nameFill = outline ? text : primary;
  if (design.layout === 'horizontal') {
    const bar = 12;
    const block = textBlock(design, INNER - 2 * pad - bar - 20, INNER - 2 * pad, 84, out);
    const width = bar + 20 + block.width;
    const x = (ARTBOARD - width) / 2;
    const y = (ARTBOARD - block.height) / 2;
    out.parts.push(`<rect fill="${secondary}" x="${n(x)}" y="${n(y)}" width="${bar}" height="${n(block.height)}" rx="${bar / 2}"/>`);
    drawBlock(block, x + bar + 20, y, 'start', nameFill, secondary, out);
    if (outline) border(x - pad, y - pad, width + 2 * pad, block.height + 2 * pad, primary, out);
    return;
  }
  const rule = 6;
  const block = textBlock(design, INNER - 2 * pad, INNER - 2 * pad - rule - 24, 84, out);
  const height = block.name.height + 12 + rule + (block.slogan ? 12 + block.slogan.height : 0);
  const y = (ARTBOARD - height) / 2;
  drawText(block.name, ARTBOARD / 2, y, 'middle', nameFill, out);
  const ruleWidth = Math.max(40, Math.min(block.width * 0.4, 140));
  const ruleY = y + block.name.height + 12;
  out.parts.push(`<rect fill="${secondary}" x="${n((ARTBOARD - ruleWidth) / 2)}" y="${n(ruleY)}" width="${n(ruleWidth)}" height="${rule}" rx="${rule / 2}"/>`);
  if (block.slogan) drawText(block.slogan, ARTBOARD / 2, ruleY + rule + 12, 'middle', secondary, out);
  if (outline) border((ARTBOARD - block.width) / 2 - pad, y - pad, block.width + 2 * pad, height + 2 * pad, primary, out);
}

function border(x: number, y: number, w: number, h: number, color: string, out: Drawing): void {
  const stroke = 5;
  out.parts.push(`<rect fill="none" stroke="${color}" stroke-width="${stroke}" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="18"/>`);
  out.boxes.push({ x: x - stroke / 2, y: y - stroke / 2, w: w + stroke, h: h + stroke });
}

/** Emblem: the symbol and the text inside the shape (a badge when stacked, a wide seal when horizontal). */
function drawEmblem(design: LogoDesign, out: Drawing): void {
  const { primary, secondary, text } = design.colors;
  const solid = design.style === 'solido';
  const fills = solid ? { symbol: onColor(primary), name: onColor(primary), slogan: onColor(primary) } : { symbol: primary, name: text, slogan: secondary };
  const stroke = 10;
  const shape = (x: number, y: number, w: number, h: number) => {
    const inset = solid ? 0 : stroke / 2;
    const d = framePath(design.frame, x + inset, y + inset, w - 2 * inset, h - 2 * inset);
    out.parts.push(solid ? `<path fill="${primary}" d="${d}"/>` : `<path fill="none" stroke="${primary}" stroke-width="${stroke}" d="${d}"/>`);
    out.boxes.push({ x, y, w, h });
  };
  if (design.layout === 'horizontal') {
    const w = INNER;
    const h = 230;
    const x = MARGIN;
    const y = (ARTBOARD - h) / 2;
    shape(x, y, w, h);
    const pad = h * 0.3;
    const side = 110;
    const block = textBlock(design, w - 2 * pad - side - 20, h - 60, 72, out);
    const content = side + 20 + block.width;
    const left = x + pad + (w - 2 * pad - content) / 2;
    drawSymbol(design, left, y + (h - side) / 2, side, fills.symbol, out);
    drawBlock(block, left + side + 20, y + (h - block.height) / 2, 'start', fills.name, fills.slogan, out);
    return;
  }
  const side = 420;
  const x = (ARTBOARD - side) / 2;
  const symbolSide = 96;
  // The content stays within 140 px of the centre, where every frame is at least 280 px wide.
  const block = textBlock(design, side * 0.62, 280 - symbolSide - 16, 72, out);
  const top = ARTBOARD / 2 - (symbolSide + 16 + block.height) / 2;
  shape(x, x, side, side);
  drawSymbol(design, (ARTBOARD - symbolSide) / 2, top, symbolSide, fills.symbol, out);
  drawBlock(block, ARTBOARD / 2, top + symbolSide + 16, 'middle', fills.name, fills.slogan, out);
}

/** The logo as SVG markup (UTF-8), with the business name as its accessible title. */
export function drawLogo(design: LogoDesign): DrawnLogo {
  const out: Drawing = { parts: [], boxes: [], omitted: new Set(), nameDrawn: false };
  if (design.type === 'nome') drawNameOnly(design, out);
  else if (design.type === 'emblema') drawEmblem(design, out);
  else drawMarkAndName(design, out);
  const title = escapeXml(design.slogan ? `${design.name} — ${design.slogan}` : design.name);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ARTBOARD}" height="${ARTBOARD}" viewBox="0 0 ${ARTBOARD} ${ARTBOARD}" role="img">` +
    `<title>${title}</title>${out.parts.join('')}</svg>`;
  return { svg, omitted: [...out.omitted], empty: !out.nameDrawn, boxes: out.boxes };
}
