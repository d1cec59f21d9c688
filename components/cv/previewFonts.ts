import localFont from 'next/font/local';

/**
 * The web fonts of the live preview: the very files the PDF embeds (lib/cv/pdf/fonts.ts), so the
 * preview breaks lines as the PDF does. Never preloaded: the browser downloads a family only when
 * the preview uses it, and for Arial/Helvetica/Times only when the device lacks the system font
 * (lib/cv/style.ts PREVIEW_FONT_STACK puts the system font first). next/font needs literal options.
 */
const arimo = localFont({
  preload: false,
  display: 'swap',
  adjustFontFallback: false,
  variable: '--cv-font-arimo',
  src: [
    { path: '../../node_modules/@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf', weight: '400' },
    { path: '../../node_modules/@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf', weight: '700' },
  ],
});

const tinos = localFont({
  preload: false,
  display: 'swap',
  adjustFontFallback: false,
  variable: '--cv-font-tinos',
  src: [
    { path: '../../node_modules/@expo-google-fonts/tinos/400Regular/Tinos_400Regular.ttf', weight: '400' },
    { path: '../../node_modules/@expo-google-fonts/tinos/700Bold/Tinos_700Bold.ttf', weight: '700' },
  ],
});

const poppins = localFont({
  preload: false,
  display: 'swap',
  adjustFontFallback: false,
  variable: '--cv-font-poppins',
  src: [
    { path: '../../node_modules/@expo-google-fonts/poppins/400Regular/Poppins_400Regular.ttf', weight: '400' },
    { path: '../../node_modules/@expo-google-fonts/poppins/700Bold/Poppins_700Bold.ttf', weight: '700' },
  ],
});

const montserrat = localFont({
  preload: false,
  display: 'swap',
  adjustFontFallback: false,
  variable: '--cv-font-montserrat',
  src: [
    { path: '../../node_modules/@expo-google-fonts/montserrat/400Regular/Montserrat_400Regular.ttf', weight: '400' },
    { path: '../../node_modules/@expo-google-fonts/montserrat/700Bold/Montserrat_700Bold.ttf', weight: '700' },
  ],
});

/** Classes that define the four CSS variables; put them on the preview's root. */
export const PREVIEW_FONT_VARIABLES = [arimo.variable, tinos.variable, poppins.variable, montserrat.variable].join(' ');
