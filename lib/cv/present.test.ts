/** @jest-environment node */
import { createTranslator } from 'next-intl';
import { period, presentCv, type DocumentLabels } from '@/lib/cv/present';
import { cvSchema, emptyCv } from '@/lib/validation/cv';
import messages from '@/messages/pt-BR.json';
import { SAMPLE_CV } from '@/sandbox/content/cv-sample';

const translator = createTranslator({ locale: 'pt-BR', messages, namespace: 'Cv.document' });
const t: DocumentLabels = (key) => translator(key);

describe('period', () => {
  it("reads an open end as 'até o presente momento' (SPEC §9)", () => {
    expect(period({ start: '03/2021', end: '', current: true }, t)).toBe('03/2021 – até o presente momento');
    expect(period({ start: '03/2021', end: '12/2023', current: false }, t)).toBe('03/2021 – 12/2023');
    expect(period({ start: '03/2021', end: '', current: false }, t)).toBe('03/2021');
    expect(period({ start: '', end: '', current: true }, t)).toBe('até o presente momento');
    expect(period({ start: '', end: '', current: false }, t)).toBe('');
  });
});

describe('presentCv', () => {
  it('shows the sample CV in reading order, with Portuguese labels', () => {
    const view = presentCv(cvSchema.parse(SAMPLE_CV), t);
    expect(view.name).toBe('Fernanda Lima Costa');
    expect(view.contacts).toEqual(['(31) 99123-4567', 'fernanda.costa@exemplo.com.br', 'Belo Horizonte/MG']);
    expect(view.details).toEqual(['Data de nascimento: 14/08/1988', 'Gênero: Feminino']);
    expect(view.links).toEqual([
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/fernanda-lima-costa', text: 'linkedin.com/in/fernanda-lima-costa' },
      { label: 'Blog', url: 'https://fernandacosta.blog.br/', text: 'fernandacosta.blog.br' },
    ]);
    expect(view.sections.map((section) => section.title)).toEqual(['Experiência profissional', 'Formação acadêmica', 'Idiomas', 'Habilidades']);
    const [experience, education, languages] = view.sections;
    expect(experience).toMatchObject({ kind: 'entries' });
    expect(experience!.kind === 'entries' && experience!.entries[0]).toMatchObject({
      title: 'Coordenadora de Atendimento',
      subtitle: 'Banco Horizonte S.A.',
      period: '05/2020 – até o presente momento',
    });
    expect(education!.kind === 'entries' && education!.entries.map((entry) => entry.meta)).toEqual(['Em andamento', 'Concluído', 'Suspenso']);
    expect(languages).toMatchObject({ kind: 'list', items: ['Português – Avançado', 'Inglês – Intermediário', 'Espanhol – Básico'] });
  });

  it('leaves out what is empty, and keeps entries in the order the customer gave them', () => {
    const cv = emptyCv('Ana Souza');
    cv.experience = [
      { id: 'a', company: '', role: '', start: '01/2020', end: '', current: false, description: '' },
      { id: 'b', company: 'Padaria', role: '', start: '', end: '', current: false, description: '' },
      { id: 'c', company: 'Mercado', role: 'Caixa', start: '', end: '', current: false, description: '' },
    ];
    cv.skills = [{ id: 's', name: '' }];
    cv.languages = [{ id: 'l', language: 'Libras', level: '' }];
    const view = presentCv(cv, t);
    expect(view.contacts).toEqual([]);
    expect(view.details).toEqual([]);
    expect(view.sections).toEqual([
      {
        id: 'experience',
        title: 'Experiência profissional',
        kind: 'entries',
        entries: [
          { id: 'b', title: '', subtitle: 'Padaria', period: '', meta: '', description: '' },
          { id: 'c', title: 'Caixa', subtitle: 'Mercado', period: '', meta: '', description: '' },
        ],
      },
      { id: 'languages', title: 'Idiomas', kind: 'list', items: ['Libras'] },
    ]);
  });
});
