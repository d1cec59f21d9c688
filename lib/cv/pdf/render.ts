import 'server-only';
import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import { createTranslator } from 'next-intl';
import { MESSAGES } from '@/lib/bff/messages';
import { presentCv } from '@/lib/cv/present';
import { cvFileName } from '@/lib/cv/json-resume';
import { emptyCv, type CvDocument, type CvFont } from '@/lib/validation/cv';
import { CvPdf } from './CvPdf';
import { registerPdfFonts } from './fonts';

export type RenderedCv = { bytes: Buffer; pages: number; ms: number };

/**
 * The document's own texts. Through a translator, not MESSAGES' strings: the build precompiles the
 * messages, and a message with arguments ('Página {page} de {total}') is no longer a string there.
 */
const documentText = () => createTranslator({ locale: 'pt-BR', messages: MESSAGES, namespace: 'Cv.document' });

/** Pages of a PDF written by pdfkit (each page object is a plain `/Type /Page` dictionary). */
export const countPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

/** The file name the download gets: 'curriculo-mariana-souza-oliveira.pdf'. */
export const pdfFileName = (names: string): string => cvFileName(MESSAGES.Cv.download.fileName, names, 'pdf');

/** Renders a complete CV (lib/validation/cv.ts cvSchema) as an A4 PDF, on the server. */
export async function renderCvPdf(cv: CvDocument): Promise<RenderedCv> {
  const started = performance.now();
  registerPdfFonts();
  const t = documentText();
  const view = presentCv(cv, (key) => t(key));
  const labels = { title: t('title', { name: view.name }), pageOf: (page: number, total: number) => t('pageOf', { page, total }) };
  // CvPdf renders a <Document>, which is what renderToBuffer takes.
  const document = createElement(CvPdf, { view, personalize: cv.personalize, labels }) as unknown as ReactElement<DocumentProps>;
  const bytes = await renderToBuffer(document);
  return { bytes, pages: countPages(bytes), ms: Math.round(performance.now() - started) };
}

const warming = new Map<CvFont, Promise<unknown>>();

/**
 * Readies the PDF engine for a font in the background (layout engine, font files read and parsed),
 * once per font and process: the first 'Baixar PDF' of a customer then takes as long as any other.
 * The builder page calls it with the customer's font; a failure only means a slower first PDF.
 */
export function warmUpPdf(font: CvFont): void {
  if (warming.has(font)) return;
  const sample = emptyCv('Aquecimento');
  sample.personalize.font = font;
  sample.personal.summary = 'Ação, formação e experiência.';
  warming.set(font, renderCvPdf(sample).catch(() => warming.delete(font)));
}
