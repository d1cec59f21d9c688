/** @jest-environment node */
import { xPercent, chartScale } from '@/lib/salary/chart';
import type { SalaryRange } from '@/lib/salary/types';
import { SalaryReport } from './SalaryReport';
import { renderServer } from '@/testing/server-render';

jest.mock('next-intl/server', () => jest.requireActual('@/testing/server-render').serverTranslations());

/** Intl writes a no-break space after R$. */
const nb = (text: string) => text.replace(/R\$ /g, 'R$\u00a0');

const RANGE: SalaryRange = {
  occupation: { id: '2124', category: 'Tecnologia da informação', description: 'Analistas de tecnologia da informação' },
  uf: 'SP',
  level: 'pleno',
  currency: 'BRL',
  referenceDate: '2025-12-31',
  source: 'Salário Referência: dados de referência ilustrativos.',
  levels: [
    { level: 'junior', state: { p25: 5920, median: 6970, p75: 8220, records: 2077 }, national: { p25: 5020, median: 5900, p75: 6970, records: 7288 } },
    { level: 'pleno', state: { p25: 7740, median: 9680, p75: 12290, records: 1973 }, national: { p25: 6560, median: 8200, p75: 10410, records: 6924 } },
    { level: 'senior', state: { p25: 10440, median: 13740, p75: 18690, records: 1142 }, national: { p25: 8850, median: 11640, p75: 15840, records: 4009 } },
  ],
};

describe('SalaryReport', () => {
  it("the chosen level's range in the state, the national median, what they mean, and the records behind them", async () => {
    const { view } = await renderServer(await SalaryReport({ range: RANGE }));
    expect(view.getByText('Analistas de tecnologia da informação · São Paulo · nível Pleno')).toBeTruthy();
    const figures = view.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['25º percentil em SP', nb('R$ 7.740,00')],
      ['Mediana em SP', nb('R$ 9.680,00')],
      ['75º percentil em SP', nb('R$ 12.290,00')],
      ['Mediana nacional', nb('R$ 8.200,00')],
    ]);
    expect(view.getByText(('Metade dos profissionais de nível pleno em São Paulo ganha entre R$ 7.740,00 e R$ 12.290,00 por mês; a mediana é R$ 9.680,00.'))).toBeTruthy();
    expect(view.getByText('A mediana em São Paulo está 18% acima da mediana nacional.')).toBeTruthy();
    expect(view.getByText(/^Com base em 1\.973 registros em São Paulo e 6\.924 registros no Brasil\./)).toBeTruthy();
    expect(view.queryByText(/poucos registros/)).toBeNull();
  });

  it('below the national median, and a word of caution under 30 records', async () => {
    const few: SalaryRange = {
      ...RANGE,
      uf: 'BA',
      levels: RANGE.levels.map((each) => (each.level === 'pleno' ? { ...each, state: { p25: 6000, median: 7500, p75: 9500, records: 12 } } : each)),
    };
    const { view } = await renderServer(await SalaryReport({ range: few }));
    expect(view.getByText('A mediana na Bahia está 9% abaixo da mediana nacional.')).toBeTruthy();
    expect(view.getByRole('img', { name: /^Gráfico: salários por nível de experiência na Bahia e no Brasil/ })).toBeTruthy();
    expect(view.getByText('Há poucos registros para esta combinação: use os valores como uma referência aproximada.')).toBeTruthy();
  });

  it('a chart as an image with its title and description, drawn from the figures', async () => {
    const { view, document } = await renderServer(await SalaryReport({ range: RANGE }));
    const chart = view.getByRole('img', { name: /^Gráfico: salários por nível de experiência em São Paulo e no Brasil/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    const scale = chartScale(RANGE.levels);
    const pleno = document.querySelector('[data-level="pleno"]')!;
    const bar = pleno.querySelector('rect')!;
    expect(bar.getAttribute('x')).toBe(`${xPercent(7740, scale)}%`);
    expect(Number.parseFloat(bar.getAttribute('width')!)).toBeCloseTo(xPercent(12290, scale) - xPercent(7740, scale), 2);
    expect(pleno.querySelector('line')!.getAttribute('x1')).toBe(`${xPercent(9680, scale)}%`);
    expect(pleno.querySelector('circle')!.getAttribute('cx')).toBe(`${xPercent(8200, scale)}%`);
    expect(pleno.querySelector('text')!.textContent).toBe(nb('Pleno: mediana R$ 9.680,00 · consultado'));
    const ticks = [...chart.querySelectorAll(':scope > g:not([data-level]) > text')].map((tick) => tick.textContent!.replace(/\s/g, ' '));
    expect(ticks).toEqual(['R$ 0', 'R$ 5 mil', 'R$ 10 mil', 'R$ 15 mil', 'R$ 20 mil']);
    expect(view.getByText('Do 25º ao 75º percentil em São Paulo')).toBeTruthy();
    expect(view.getByText('Mediana nacional', { selector: 'li' })).toBeTruthy();
  });

  it('the same figures in a table, the chosen level marked', async () => {
    const { view } = await renderServer(await SalaryReport({ range: RANGE }));
    const table = view.getByRole('table', { name: 'Salários mensais de Analistas de tecnologia da informação em São Paulo e no Brasil, por nível de experiência' });
    const rows = [...table.querySelectorAll('tr')].map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Nível', '25º percentil em SP', 'Mediana em SP', '75º percentil em SP', 'Mediana nacional', 'Registros em SP'],
      ['Júnior', ...['R$ 5.920,00', 'R$ 6.970,00', 'R$ 8.220,00', 'R$ 5.900,00'].map(nb), '2.077'],
      ['Pleno (consultado)', ...['R$ 7.740,00', 'R$ 9.680,00', 'R$ 12.290,00', 'R$ 8.200,00'].map(nb), '1.973'],
      ['Sênior', ...['R$ 10.440,00', 'R$ 13.740,00', 'R$ 18.690,00', 'R$ 11.640,00'].map(nb), '1.142'],
    ]);
    expect(view.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Júnior', 'Pleno (consultado)', 'Sênior']);
  });

  it('the table scrolls in a focusable region named by its caption, which says it scrolls; the caption also shows above it, where it wraps', async () => {
    const { view } = await renderServer(await SalaryReport({ range: RANGE }));
    const caption = 'Salários mensais de Analistas de tecnologia da informação em São Paulo e no Brasil, por nível de experiência';
    const region = view.getByRole('region', { name: caption, description: /^Deslize para ver mais colunas\s*$/ });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.querySelector('table caption')?.textContent).toBe(caption);
    // Shown outside the scroll area (not cut at the table's width), once for screen readers (the caption).
    const shown = view.getAllByText(caption).filter((element) => element.tagName === 'P');
    expect(shown).toHaveLength(1);
    const [above] = shown as [HTMLElement];
    expect(region.contains(above)).toBe(false);
    expect(above.getAttribute('aria-hidden')).toBe('true');
  });

  it('labelled as illustrative reference data, with its source and date (dd/mm/yyyy)', async () => {
    const { view } = await renderServer(await SalaryReport({ range: RANGE }));
    const note = view.getByRole('complementary', { name: 'Sobre os dados' });
    expect(note.textContent).toContain('dados de referência ilustrativos');
    expect(note.textContent).toContain('Fonte: Salário Referência: dados de referência ilustrativos.');
    expect(note.textContent).toContain('Data de referência: 31/12/2025.');
  });
});
