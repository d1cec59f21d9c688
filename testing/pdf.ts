/**
 * Reading PDFs back in Jest tests, with unpdf. unpdf loads its PDF.js bundle with a dynamic
 * import(), which Jest cannot run without --experimental-vm-modules: the bundle is imported here
 * (jest.config.mjs maps and transforms it) and handed to unpdf.
 */
import * as pdfjs from 'unpdf/pdfjs';
import { definePDFJSModule, extractText, getDocumentProxy } from 'unpdf';

let ready: Promise<void> | null = null;
const loadPdfjs = () => (ready ??= definePDFJSModule(() => Promise.resolve(pdfjs)));

/** A parsed PDF (PDF.js document proxy). */
export async function openPdf(bytes: Uint8Array) {
  await loadPdfjs();
  return getDocumentProxy(new Uint8Array(bytes));
}

/** The text of every page, whitespace collapsed, and the page count. */
export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await openPdf(bytes);
  const { text } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: pdf.numPages };
}

/** The fill colours (#rrggbb) and font sizes a page's content sets. */
export async function pdfDrawing(bytes: Uint8Array, pageNumber = 1): Promise<{ colors: Set<string>; sizes: Set<number> }> {
  const pdf = await openPdf(bytes);
  const { fnArray, argsArray } = await (await pdf.getPage(pageNumber)).getOperatorList();
  const colors = new Set<string>();
  const sizes = new Set<number>();
  fnArray.forEach((fn, i) => {
    if (fn === pdfjs.OPS.setFillRGBColor) colors.add(String(argsArray[i][0]).toLowerCase());
    if (fn === pdfjs.OPS.setFont) sizes.add(Math.round(Number(argsArray[i][1]) * 100) / 100);
  });
  return { colors, sizes };
}
