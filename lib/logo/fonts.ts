import 'server-only';
import * as fontkit from 'fontkit';
import { join } from 'node:path';
import { FONTS, type FontId } from './catalog';

/** The TTF files of @expo-google-fonts, read from the installed packages (next start and Jest run from the project root). */
const FONT_DIR = join(process.cwd(), 'node_modules', '@expo-google-fonts');

/**
 * For characters the chosen font lacks (Greek, Cyrillic, rarer symbols): Arimo, the widest
 * coverage of the installed families.
 */
const FALLBACK = FONTS.arimo;

const cache = new Map<string, fontkit.Font>();

function load(file: string): fontkit.Font {
  let font = cache.get(file);
  if (!font) {
    const opened = fontkit.openSync(join(FONT_DIR, file));
    if (!('layout' in opened)) throw new Error(`font collection, not a font: ${file}`);
    font = opened;
    cache.set(file, font);
  }
  return font;
}

export type FontPair = { main: fontkit.Font; fallback: fontkit.Font };

/** The fonts of the name and the slogan for a font choice, each with its fallback. */
export function fontsFor(id: FontId): { name: FontPair; slogan: FontPair } {
  const { name, slogan } = FONTS[id];
  return {
    name: { main: load(name), fallback: load(FALLBACK.name) },
    slogan: { main: load(slogan), fallback: load(FALLBACK.slogan) },
  };
}
