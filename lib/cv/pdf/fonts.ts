import 'server-only';
import { Font } from '@react-pdf/renderer';
import { join } from 'node:path';
import type { PdfFamily } from '@/lib/cv/style';

/**
 * The TTF files the CV's PDF embeds (subset to the glyphs used), from @expo-google-fonts (SIL Open
 * Font License): regular and bold of each family lib/cv/style.ts maps the options to.
 */
const FILES: Record<PdfFamily, { regular: string; bold: string }> = {
  Arimo: { regular: 'arimo/400Regular/Arimo_400Regular.ttf', bold: 'arimo/700Bold/Arimo_700Bold.ttf' },
  Tinos: { regular: 'tinos/400Regular/Tinos_400Regular.ttf', bold: 'tinos/700Bold/Tinos_700Bold.ttf' },
  Poppins: { regular: 'poppins/400Regular/Poppins_400Regular.ttf', bold: 'poppins/700Bold/Poppins_700Bold.ttf' },
  Montserrat: { regular: 'montserrat/400Regular/Montserrat_400Regular.ttf', bold: 'montserrat/700Bold/Montserrat_700Bold.ttf' },
};

const fontFile = (file: string) => join(process.cwd(), 'node_modules', '@expo-google-fonts', file);

let registered = false;

/** Registers the families once per process; react-pdf reads each file the first time it is used. */
export function registerPdfFonts(): void {
  if (registered) return;
  for (const [family, { regular, bold }] of Object.entries(FILES)) {
    Font.register({
      family,
      fonts: [
        { src: fontFile(regular), fontWeight: 400 },
        { src: fontFile(bold), fontWeight: 700 },
      ],
    });
  }
  // Portuguese words are never split with a hyphen (react-pdf's default hyphenation is English).
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
