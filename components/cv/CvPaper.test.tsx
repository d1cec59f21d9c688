import { screen } from '@testing-library/react';
import { messages, renderWithIntl } from '@/testing/render';
import { viewLabels } from '@/lib/cv/present';
import { PREVIEW_FONT_STACK } from '@/lib/cv/style';
import { cvSchema, emptyCv, type CvDocument } from '@/lib/validation/cv';
import { SAMPLE_CV } from '@/sandbox/content/cv-sample';
import { CvPaper } from './CvPaper';

const sample = (): CvDocument => cvSchema.parse(SAMPLE_CV);
/** The labels the page translates on the server. */
const labels = viewLabels((key) => messages.Cv.document[key]);
const paper = () => screen.getByRole('article');
/** The body size in points the preview asks for: its font size is that share of A4's 595.28 pt width. */
const bodyPoints = () => (Number(/([\d.]+)cqw/.exec(paper().style.fontSize)?.[1]) * 595.28) / 100;

describe('CvPaper', () => {
  beforeAll(() => jest.useFakeTimers({ now: new Date('2026-03-02T15:00:00Z') }));
  afterAll(() => jest.useRealTimers());

  it('shows the CV as the PDF will: name, contact, sections and the open end', () => {
    renderWithIntl(<CvPaper cv={sample()} labels={labels} />);
    expect(screen.getByText('Fernanda Lima Costa')).toBeInTheDocument();
    expect(paper()).toHaveTextContent('(31) 99123-4567 • fernanda.costa@exemplo.com.br • Belo Horizonte/MG');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Resumo profissional',
      'Experiência profissional',
      'Formação acadêmica',
      'Idiomas',
      'Habilidades',
    ]);
    expect(paper()).toHaveTextContent('05/2020 – até o presente momento');
    expect(screen.getByText('• Gestão de equipes')).toBeInTheDocument();
  });

  it('uses the chosen font, colour and size (a share of the page width, as on A4)', () => {
    const cv = sample();
    const { rerender } = renderWithIntl(<CvPaper cv={cv} labels={labels} />);
    expect(paper()).toHaveAttribute('data-font', 'Monserrat');
    expect(paper().style.fontFamily).toBe(PREVIEW_FONT_STACK.Monserrat);
    expect(paper().style.getPropertyValue('--cv-accent')).toBe('#1d3f72');
    expect(bodyPoints()).toBeCloseTo(10, 5);

    rerender(<CvPaper cv={{ ...cv, personalize: { modelo: 'classico', font: 'Times', color: 'vinho', fonte: 150 } }} labels={labels} />);
    expect(paper().style.fontFamily).toBe(PREVIEW_FONT_STACK.Times);
    expect(paper().style.getPropertyValue('--cv-accent')).toBe('#7d1d3f');
    expect(bodyPoints()).toBeCloseTo(14, 5);
  });

  it("lays the chosen template out: 'moderno' on an accent band, 'compacto' with capital headings and the period beside the title", () => {
    const cv = sample();
    const { rerender } = renderWithIntl(<CvPaper cv={cv} labels={labels} />);
    const name = () => screen.getByText('Fernanda Lima Costa');
    expect(paper()).toHaveAttribute('data-modelo', 'classico');
    expect(name().closest('header')).not.toHaveClass('bg-(--cv-accent)');

    rerender(<CvPaper cv={{ ...cv, personalize: { ...cv.personalize, modelo: 'moderno' } }} labels={labels} />);
    expect(paper()).toHaveAttribute('data-modelo', 'moderno');
    expect(name().closest('header')).toHaveClass('bg-(--cv-accent)');
    expect(name()).toHaveClass('text-white');

    rerender(<CvPaper cv={{ ...cv, personalize: { ...cv.personalize, modelo: 'compacto' } }} labels={labels} />);
    expect(paper()).toHaveAttribute('data-modelo', 'compacto');
    // The headings keep their words (capitals are only drawn), the lists are one line each.
    expect(screen.getByRole('heading', { level: 3, name: 'Experiência profissional' })).toHaveClass('uppercase');
    expect(screen.getByText('05/2020 – até o presente momento').parentElement).toHaveTextContent(/^Coordenadora de Atendimento05\/2020/);
    expect(paper()).toHaveTextContent('Gestão de equipes • ');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('an empty CV shows a placeholder name and a hint', () => {
    renderWithIntl(<CvPaper cv={emptyCv()} labels={labels} />);
    expect(screen.getByText('Seu nome')).toBeInTheDocument();
    expect(screen.getByText('Preencha as seções ao lado para ver seu currículo aqui.')).toBeInTheDocument();
  });
});
