/** @jest-environment node */
import { countPages, pdfFileName, renderCvPdf } from '@/lib/cv/pdf/render';
import { COLOR_VALUES, ON_ACCENT } from '@/lib/cv/style';
import { CV_FONTS, CV_MODELOS, cvSchema, type CvDocument } from '@/lib/validation/cv';
import { SAMPLE_CV } from '@/sandbox/content/cv-sample';
import { openPdf, pdfDrawing, pdfText } from '@/testing/pdf';

/** The two-page sample CV (sandbox/content/cv-sample.ts), complete. */
const sample = (): CvDocument => cvSchema.parse(SAMPLE_CV);

const baseFonts = (bytes: Buffer) => [...new Set(bytes.toString('latin1').match(/\/BaseFont \/[\w+-]+/g))].map((font) => font.replace(/^\/BaseFont \/(\w+\+)?/, ''));

beforeAll(() => {
  // The sample's dates are checked against today; keep today fixed.
  jest.useFakeTimers({ now: new Date('2026-03-02T15:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask', 'performance'] });
});
afterAll(() => jest.useRealTimers());

describe('the CV as a PDF', () => {
  it('is an A4 PDF of two pages, with selectable text, accents intact and the page numbers', async () => {
    const { bytes, pages } = await renderCvPdf(sample());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pages).toBe(2);
    const pdf = await openPdf(bytes);
    const { text } = await pdfText(bytes);
    expect(pdf.numPages).toBe(2);
    const page = await pdf.getPage(1);
    expect(page.view.map((value) => Math.round(value))).toEqual([0, 0, 595, 842]);
    for (const expected of [
      'Fernanda Lima Costa',
      'Coordenadora de Atendimento ao Cliente',
      '05/2020 – até o presente momento',
      'Experiência profissional',
      'Formação acadêmica',
      'Universidade Federal de Minas Gerais · Concluído',
      'Inglês – Intermediário',
      'Gestão de equipes',
      'Resolução de conflitos',
      'Data de nascimento: 14/08/1988',
      'linkedin.com/in/fernanda-lima-costa',
      'Página 1 de 2',
      'Página 2 de 2',
    ]) {
      expect(text).toContain(expected);
    }
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    expect(info.Title).toBe('Currículo de Fernanda Lima Costa');
  });

  it.each(CV_FONTS.map((font) => [font]))('embeds the font of %s', async (font) => {
    const expected = { Arial: 'Arimo', Helvetica: 'Arimo', Times: 'Tinos', Verdana: 'Poppins', Monserrat: 'Montserrat' }[font];
    const cv = sample();
    cv.personalize.font = font;
    const { bytes } = await renderCvPdf(cv);
    const embedded = baseFonts(bytes).filter((name) => name !== 'Helvetica');
    expect(embedded.sort()).toEqual([`${expected}-Bold`, `${expected}-Regular`]);
  });

  it('draws the name and headings in the chosen colour', async () => {
    for (const color of ['verde', 'vinho'] as const) {
      const cv = sample();
      cv.personalize.color = color;
      const { colors } = await pdfDrawing((await renderCvPdf(cv)).bytes);
      expect(colors).toContain(COLOR_VALUES[color]);
    }
  });

  it.each(CV_MODELOS.map((modelo) => [modelo]))("the '%s' template writes the name, the headings and the entries as selectable text", async (modelo) => {
    const cv = sample();
    cv.personalize.modelo = modelo;
    const { bytes, pages } = await renderCvPdf(cv);
    const { text } = await pdfText(bytes);
    // 'compacto' writes its headings in capitals.
    const heading = (title: string) => (modelo === 'compacto' ? title.toLocaleUpperCase('pt-BR') : title);
    for (const expected of [
      'Fernanda Lima Costa',
      'Coordenadora de Atendimento ao Cliente',
      heading('Experiência profissional'),
      heading('Formação acadêmica'),
      heading('Habilidades'),
      '05/2020 – até o presente momento',
      'Gestão de equipes',
      'linkedin.com/in/fernanda-lima-costa',
      `Página 1 de ${pages}`,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("lays the templates out differently: 'moderno' on an accent band, 'compacto' denser", async () => {
    const render = async (modelo: CvDocument['personalize']['modelo']) => {
      const cv = sample();
      cv.personalize.modelo = modelo;
      const { bytes } = await renderCvPdf(cv);
      const first = await (await openPdf(bytes)).getPage(1);
      const firstPageText = (await first.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('');
      return { firstPageText, drawing: await pdfDrawing(bytes) };
    };
    const [classico, moderno, compacto] = await Promise.all([render('classico'), render('moderno'), render('compacto')]);
    // The band: the name in white over the accent.
    expect(moderno.drawing.colors).toContain(ON_ACCENT);
    expect(classico.drawing.colors).not.toContain(ON_ACCENT);
    // More of the sample fits on the first page of 'compacto'.
    expect(compacto.firstPageText.length).toBeGreaterThan(classico.firstPageText.length * 1.15);
  });

  it("sets the body text from 'fonte': 8 pt at 0, 10 pt at 50, 14 pt at 150", async () => {
    for (const [fonte, body] of [
      [0, 8],
      [50, 10],
      [150, 14],
    ] as const) {
      const cv = sample();
      cv.personalize.fonte = fonte;
      const { sizes } = await pdfDrawing((await renderCvPdf(cv)).bytes);
      expect(sizes).toContain(body);
      expect(sizes).toContain(Math.round(body * 2.2 * 100) / 100);
    }
  });

  it('names the file after the customer, without accents', () => {
    expect(pdfFileName('Fernanda Lima Costa')).toBe('curriculo-fernanda-lima-costa.pdf');
    expect(pdfFileName('João Conceição')).toBe('curriculo-joao-conceicao.pdf');
    expect(pdfFileName('')).toBe('curriculo.pdf');
  });

  it('counts pages without counting the page tree', () => {
    expect(countPages(Buffer.from('<< /Type /Pages /Count 2 >> << /Type /Page >> << /Type /Page >>'))).toBe(2);
  });

  it('measures: the two-page CV, once warm', async () => {
    await renderCvPdf(sample());
    const times: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const { ms, pages } = await renderCvPdf(sample());
      expect(pages).toBe(2);
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    // Reported, not asserted (a shared machine): see the closing note of the task.
    console.log(`[cv.pdf] two-page CV: median ${times[3]} ms, min ${times[0]} ms, max ${times[6]} ms (7 warm renders)`);
  });
});
