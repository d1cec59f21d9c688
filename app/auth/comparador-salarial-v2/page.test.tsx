/** @jest-environment node */
import type { InsurerResult } from '@/lib/insurer/request';
import type { Occupation, SalaryOutcome, SalaryRange } from '@/lib/salary/types';
import SalaryComparatorPage from './page';
import { renderServer } from '@/testing/server-render';

jest.mock('next-intl/server', () => jest.requireActual('@/testing/server-render').serverTranslations());
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));
jest.mock('@/lib/salary/occupations', () => ({ occupationList: jest.fn() }));
jest.mock('@/lib/session/dal', () => ({
  verifyService: jest.fn(async () => ({ names: 'Mariana', identification: '52998224725', listEcosystem: [{ name: 'Empregabilidade', services: [{ name: 'consultar', meta: '' }] }], eco: 'Empregabilidade' })),
  withInsurerSession: jest.fn(async (call: (jwt: string) => unknown) => call('jwt-of-the-session')),
}));
jest.mock('@/lib/salary/salary-range', () => ({ salaryOutcome: jest.fn() }));
jest.mock('@/lib/salary/related', () => ({ relatedJobs: jest.fn(), relatedCourses: jest.fn() }));

const { occupationList } = jest.requireMock<{ occupationList: jest.Mock<Promise<InsurerResult<Occupation[]>>> }>('@/lib/salary/occupations');
const { salaryOutcome } = jest.requireMock<{ salaryOutcome: jest.Mock<Promise<SalaryOutcome>> }>('@/lib/salary/salary-range');
const related = jest.requireMock<{ relatedJobs: jest.Mock; relatedCourses: jest.Mock }>('@/lib/salary/related');
const { verifyService } = jest.requireMock<{ verifyService: jest.Mock }>('@/lib/session/dal');

const OCCUPATIONS: Occupation[] = [
  { id: '2124', category: 'Tecnologia da informação', description: 'Analistas de tecnologia da informação' },
  { id: '5132', category: 'Alimentação, hotelaria e turismo', description: 'Cozinheiros' },
];
const figures = (median: number) => ({ p25: median - 1000, median, p75: median + 1500, records: 500 });
const RANGE: SalaryRange = {
  occupation: OCCUPATIONS[1]!,
  uf: 'PE',
  level: 'junior',
  currency: 'BRL',
  referenceDate: '2025-12-31',
  source: 'Salário Referência.',
  levels: [
    { level: 'junior', state: figures(2000), national: figures(2100) },
    { level: 'pleno', state: figures(2500), national: figures(2600) },
    { level: 'senior', state: figures(3000), national: figures(3100) },
  ],
};
const COOKS_PE = { ocupacao: '5132', uf: 'PE', nivel: 'junior' };

beforeEach(() => {
  jest.clearAllMocks();
  occupationList.mockResolvedValue({ kind: 'ok', data: OCCUPATIONS });
  salaryOutcome.mockResolvedValue({ kind: 'ok', range: RANGE });
});

const render = async (searchParams: Record<string, string>) => renderServer(await SalaryComparatorPage({ searchParams: Promise.resolve(searchParams) }));

describe('/auth/comparador-salarial-v2 (the comparator from its URL)', () => {
  it('no query: the form (its occupation a text field, no list in the page) and how it works; no call for figures', async () => {
    const { view } = await render({ serviceName: 'consultar' });
    expect(view.getByRole('heading', { level: 2, name: 'Faça sua consulta' })).toBeTruthy();
    const form = view.getByRole('button', { name: 'Comparar salários' }).closest('form')!;
    expect(form.getAttribute('action')).toBe('/auth/comparador-salarial-v2');
    expect(form.querySelector('input[type="text"][name="ocupacaoTexto"]')).toBeTruthy();
    expect(form.querySelector('input[type="hidden"][name="ocupacao"]')).toBeTruthy();
    expect(form.querySelectorAll('option')).toHaveLength(28);
    expect(view.getByRole('heading', { level: 2, name: 'Como funciona' })).toBeTruthy();
    expect(salaryOutcome).not.toHaveBeenCalled();
  });

  it("a query: the form filled from the URL, then the partner's answer", async () => {
    const { view, document } = await render(COOKS_PE);
    expect((document.querySelector('input[name="ocupacao"]') as HTMLInputElement).value).toBe('5132');
    expect((document.querySelector('input[name="ocupacaoTexto"]') as HTMLInputElement).value).toBe('Cozinheiros');
    expect((document.querySelector('select[name="uf"]') as HTMLSelectElement).value).toBe('PE');
    expect((document.querySelector('input[name="nivel"][value="junior"]') as HTMLInputElement).checked).toBe(true);
    expect(salaryOutcome).toHaveBeenCalledWith('jwt-of-the-session', { occupationId: '5132', uf: 'PE', level: 'junior' });
    expect(view.getByRole('heading', { level: 2, name: 'Resultado da consulta' })).toBeTruthy();
    expect(view.getByText('Cozinheiros · Pernambuco · nível Júnior')).toBeTruthy();
    expect(view.getByRole('table')).toBeTruthy();
  });

  it('bad values in the URL: a message on each field, no call for figures, never an error page', async () => {
    const { view } = await render({ ocupacao: '9999', uf: 'ZZ', nivel: 'estagio' });
    expect(view.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Não encontramos essa ocupação. Escolha uma ocupação da lista.',
      'Estado (UF) inválido. Escolha um estado da lista.',
      'Nível de experiência inválido. Escolha júnior, pleno ou sênior.',
    ]);
    expect(salaryOutcome).not.toHaveBeenCalled();
    expect(view.queryByRole('heading', { name: 'Resultado da consulta' })).toBeNull();
  });

  it("the partner could not answer: 'Erro na conexão' and a retry of the same query, the form kept", async () => {
    salaryOutcome.mockResolvedValue({ kind: 'unavailable' });
    const { view, document } = await render(COOKS_PE);
    const alert = view.getByRole('alert');
    expect(alert.textContent).toContain('Erro na conexão');
    expect(alert.textContent).toContain('Tente novamente mais tarde.');
    expect(view.getByRole('link', { name: 'Tentar novamente' }).getAttribute('href')).toBe('/auth/comparador-salarial-v2?ocupacao=5132&uf=PE&nivel=junior');
    expect((document.querySelector('input[name="ocupacao"]') as HTMLInputElement).value).toBe('5132');
  });

  it('a text typed without JavaScript naming several families: they are offered as links, each the same query', async () => {
    occupationList.mockResolvedValue({ kind: 'ok', data: [...OCCUPATIONS, { id: '2123', category: 'Tecnologia da informação', description: 'Administradores de tecnologia da informação' }] });
    const { view, document } = await render({ ocupacao: '', ocupacaoTexto: 'tecnologia', uf: 'SP', nivel: 'pleno' });
    expect(view.getByRole('heading', { level: 2, name: 'Escolha a sua ocupação' })).toBeTruthy();
    expect(view.getByText('Encontramos 2 ocupações para “tecnologia”.')).toBeTruthy();
    expect(view.getByRole('link', { name: 'Analistas de tecnologia da informação' }).getAttribute('href')).toBe('/auth/comparador-salarial-v2?ocupacao=2124&uf=SP&nivel=pleno');
    expect(view.getByRole('link', { name: 'Administradores de tecnologia da informação' }).getAttribute('href')).toBe('/auth/comparador-salarial-v2?ocupacao=2123&uf=SP&nivel=pleno');
    expect((document.querySelector('input[name="ocupacaoTexto"]') as HTMLInputElement).value).toBe('tecnologia');
    expect(view.queryByRole('alert')).toBeNull();
    expect(salaryOutcome).not.toHaveBeenCalled();
  });

  it('the occupations could not be loaded: the same error, with a retry keeping the URL’s query', async () => {
    occupationList.mockResolvedValue({ kind: 'timeout' });
    const { view } = await render({ ...COOKS_PE, serviceName: 'consultar' });
    expect(view.getByRole('alert').textContent).toContain('Erro na conexão');
    expect(view.getByRole('link', { name: 'Tentar novamente' }).getAttribute('href')).toBe('/auth/comparador-salarial-v2?ocupacao=5132&uf=PE&nivel=junior');
    expect(view.queryByRole('button', { name: 'Comparar salários' })).toBeNull();
  });

  it.each([
    [{ kind: 'unknownOccupation' } as const, 'Não encontramos dados para essa ocupação. Escolha outra ocupação da lista.'],
    [{ kind: 'notIncluded' } as const, 'Este serviço não faz parte dos seus benefícios'],
    [{ kind: 'expired' } as const, 'Sua sessão expirou. Acesse sua conta novamente.'],
  ])('%j: a clear message in place of the result', async (outcome, text) => {
    salaryOutcome.mockResolvedValue(outcome);
    const { view } = await render(COOKS_PE);
    expect(view.getByText(text)).toBeTruthy();
    if (outcome.kind === 'expired') expect(view.getByRole('link', { name: 'Acessar minha conta' }).getAttribute('href')).toBe('/?login=1');
  });

  it("for a customer with the job search and the courses: the family's offers in the state and courses that fit it; without them, neither is asked", async () => {
    const { view: alone } = await render(COOKS_PE);
    expect(alone.queryByRole('region', { name: 'Vagas em Pernambuco' })).toBeNull();
    expect(alone.queryByRole('region', { name: 'Cursos para crescer na profissão' })).toBeNull();
    expect(related.relatedJobs).not.toHaveBeenCalled();
    expect(related.relatedCourses).not.toHaveBeenCalled();

    const services = ['consultar', 'procurar-emprego', 'coursera'].map((name) => ({ name, meta: '' }));
    verifyService.mockResolvedValueOnce({ names: 'Mariana', identification: '52998224725', listEcosystem: [{ name: 'Empregabilidade', services }], eco: 'Empregabilidade' });
    related.relatedJobs.mockResolvedValueOnce({ keyword: 'Cozinheiro', total: 7, href: '/auth/ofertas-emprego/procurar?q=Cozinheiro&uf=PE' });
    related.relatedCourses.mockResolvedValueOnce({
      topic: 'Atendimento ao cliente',
      href: '/auth/inicio-fazer-cursos?q=Atendimento+ao+cliente',
      courses: [{ id: 'c1', title: 'Atendimento ao cliente na prática', href: '/auth/inicio-fazer-cursos/curso/c1' }],
    });
    const { view } = await render(COOKS_PE);
    expect(related.relatedJobs).toHaveBeenCalledWith('jwt-of-the-session', OCCUPATIONS[1], 'PE');
    const jobs = view.getByRole('region', { name: 'Vagas em Pernambuco' });
    expect(jobs.querySelector('a')?.textContent).toBe('Ver 7 vagas de “Cozinheiro” em Pernambuco');
    expect(jobs.querySelector('a')?.getAttribute('href')).toBe('/auth/ofertas-emprego/procurar?q=Cozinheiro&uf=PE');
    expect(view.getByRole('link', { name: 'Atendimento ao cliente na prática' }).getAttribute('href')).toBe('/auth/inicio-fazer-cursos/curso/c1');
  });
});
