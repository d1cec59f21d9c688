import type { LogoDesign } from './catalog';

/**
 * The query string of a design (previews: GET API.logoPreview?…), the inverse of
 * lib/validation/logo.ts logoDesignQuerySchema. Apart from the schemas so that the editor, which
 * builds a preview's address on every change, does not bring zod to the browser with the page.
 */
export function designQuery(design: LogoDesign): string {
  const { colors, symbol, uppercase, ...rest } = design;
  return new URLSearchParams({ ...rest, symbol: String(symbol), uppercase: uppercase ? '1' : '0', ...colors }).toString();
}
