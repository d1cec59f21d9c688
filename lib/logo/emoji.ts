import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Emoji are drawn from Twemoji's SVG files (@twemoji/svg: vector artwork in a 36 × 36 box), so the
 * browser's preview and the PNG show the same picture whatever fonts the machine has. An emoji
 * Twemoji does not have is left out of the drawing (the page says which).
 */
const TWEMOJI_DIR = join(process.cwd(), 'node_modules', '@twemoji', 'svg');

/** The side of Twemoji's viewBox. */
export const EMOJI_BOX = 36;

const ZWJ = '\u200D';
const VS16 = /\uFE0F/g;
/** Anything but plain shapes is refused, so a file can never bring scripts, links or styles in. */
const UNSAFE = /<(?:script|style|image|foreignObject|use|a)\b|href|on\w+=/i;

const cache = new Map<string, string | null>();

const fileName = (sequence: string) => [...sequence].map((c) => c.codePointAt(0)!.toString(16)).join('-');

/** Twemoji names files by code points; FE0F is dropped except in ZWJ sequences (as twemoji's parser does). */
function candidates(grapheme: string): string[] {
  const stripped = grapheme.replace(VS16, '');
  return [...new Set(grapheme.includes(ZWJ) ? [grapheme, stripped] : [stripped, grapheme])].map(fileName);
}

/** The inner markup of the emoji's SVG (shapes in a 0 0 36 36 box), or null when Twemoji lacks it. */
export function emojiMarkup(grapheme: string): string | null {
  if (cache.has(grapheme)) return cache.get(grapheme)!;
  let markup: string | null = null;
  for (const name of candidates(grapheme)) {
    const file = join(TWEMOJI_DIR, `${name}.svg`);
    if (!/^[0-9a-f-]+$/.test(name) || !existsSync(file)) continue;
    const svg = readFileSync(file, 'utf8');
    const inner = /^<svg\b[^>]*viewBox="0 0 36 36"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg)?.[1];
    if (inner && !UNSAFE.test(inner)) markup = inner;
    break;
  }
  cache.set(grapheme, markup);
  return markup;
}
