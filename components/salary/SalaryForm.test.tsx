import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { groupOccupations, packGroups } from '@/lib/salary/occupation-search';
import type { SalaryFormValues } from '@/lib/salary/read-query';
import { renderWithIntl } from '@/testing/render';
import { SalaryForm, type SalaryFieldMessages } from './SalaryForm';

/** The router: a submission navigates to the page with the query, without scrolling. */
const navigations: string[] = [];
/** While set, a navigation is still loading the new page. */
let loading: Promise<void> | undefined;
jest.mock('next/navigation', () => ({
  useRouter: () => ({
    push: (href: string, options: { scroll?: boolean }) => {
      navigations.push(`${href}${options.scroll === false ? '' : ' (scrolled)'}`);
      return loading;
    },
  }),
}));

const GROUPS = packGroups(groupOccupations([
  { id: '2124', category: 'Tecnologia da informação', description: 'Analistas de tecnologia da informação' },
  { id: '5132', category: 'Alimentação, hotelaria e turismo', description: 'Cozinheiros' },
]));
const EMPTY: SalaryFormValues = { occupationId: '', occupationText: '', uf: '', level: 'pleno' };
const IT = { occupationId: '2124', occupationText: 'Analistas de tecnologia da informação' };
const COOKS = { occupationId: '5132', occupationText: 'Cozinheiros' };

/** GET API.occupations, read when the occupation field is first used. */
const fetchMock = jest.fn(async () => ({ ok: true, status: 200, headers: new Headers(), json: async () => ({ groups: GROUPS, titles: [] }) }) as Response);

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});
beforeEach(() => {
  navigations.length = 0;
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** Types in the occupation field once its list is read. */
async function typeOccupation(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await act(async () => input.focus());
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await act(async () => undefined);
  await user.type(input, text);
}

function setup(values: SalaryFormValues = EMPTY, errors: SalaryFieldMessages = {}) {
  const user = userEvent.setup();
  const view = renderWithIntl(<SalaryForm values={values} errors={errors} />);
  return {
    user,
    rerender: (next: SalaryFormValues, nextErrors: SalaryFieldMessages = {}) => view.rerender(<SalaryForm values={next} errors={nextErrors} />),
    occupation: () => screen.getByRole('combobox', { name: 'Ocupação' }),
    uf: () => screen.getByRole('combobox', { name: 'Estado (UF)' }),
    submit: () => screen.getByRole('button', { name: 'Comparar salários' }),
  };
}

describe('SalaryForm', () => {
  it('the 27 UFs by name and the three levels, pleno first chosen', () => {
    const { uf } = setup();
    const options = [...(uf() as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options).toHaveLength(28);
    expect(options.slice(0, 3)).toEqual(['Selecione o estado', 'Acre (AC)', 'Alagoas (AL)']);
    expect(options).toContain('São Paulo (SP)');
    expect(options).toContain('Distrito Federal (DF)');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['junior', 'pleno', 'senior']);
    expect(screen.getByRole('radio', { name: 'Pleno' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Júnior' })).toHaveAccessibleDescription('em geral, até 3 anos de experiência');
  });

  it('a GET form to the page itself (without JavaScript the browser submits it)', () => {
    setup();
    const form = screen.getByRole('button', { name: 'Comparar salários' }).closest('form')!;
    expect(form.getAttribute('action')).toBe('/auth/comparador-salarial-v2');
    expect(form.getAttribute('method')).toBe('get');
  });

  it('navigates with the query in the URL', async () => {
    const { user, occupation, uf, submit } = setup();
    await typeOccupation(user, occupation(), 'cozinheiros');
    await user.selectOptions(uf(), 'BA');
    await user.click(screen.getByRole('radio', { name: 'Sênior' }));
    await user.click(submit());
    expect(navigations).toEqual(['/auth/comparador-salarial-v2?ocupacao=5132&uf=BA&nivel=senior']);
  });

  it("shows the loading overlay until the new page is ready", async () => {
    let done = () => undefined as void;
    loading = new Promise<void>((resolve) => {
      done = resolve;
    });
    const { user, occupation, uf, submit } = setup({ ...IT, uf: 'SP', level: 'pleno' });
    expect(occupation()).toHaveValue('Analistas de tecnologia da informação');
    expect(uf()).toHaveValue('SP');
    await user.click(submit());
    expect((await screen.findByText('Consultando os salários…')).closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    await act(async () => done());
    expect(screen.queryByText('Consultando os salários…')).not.toBeInTheDocument();
    expect(navigations).toEqual(['/auth/comparador-salarial-v2?ocupacao=2124&uf=SP&nivel=pleno']);
    loading = undefined;
  });

  it('asks for the missing choices first, focusing the first one, and does not navigate', async () => {
    const { user, occupation, uf, submit } = setup();
    await user.click(submit());
    expect(navigations).toEqual([]);
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Escolha uma ocupação da lista.', 'Escolha o estado (UF).']);
    expect(occupation()).toHaveFocus();
    expect(uf()).toHaveAttribute('aria-invalid', 'true');

    await typeOccupation(user, occupation(), 'analistas de tecnologia da informação');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Escolha o estado (UF).']);
    await user.click(submit());
    expect(uf()).toHaveFocus();
    await user.selectOptions(uf(), 'SP');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit());
    expect(navigations).toEqual(['/auth/comparador-salarial-v2?ocupacao=2124&uf=SP&nivel=pleno']);
  });

  it('the list could not be read: the typed text goes to the server to search, and an empty field is still asked for', async () => {
    fetchMock.mockImplementationOnce(async () => ({ ok: false, status: 502, headers: new Headers(), json: async () => ({ error: 'upstream', message: 'Erro na conexão' }) }) as Response);
    const { user, occupation, uf, submit } = setup();
    await act(async () => occupation().focus());
    expect(await screen.findByText('Não foi possível carregar a lista de ocupações.')).toBeInTheDocument();
    await user.selectOptions(uf(), 'PE');
    await user.click(submit());
    expect(navigations).toEqual([]);
    expect(occupation()).toHaveAccessibleDescription(expect.stringContaining('Digite a sua ocupação.'));
    expect(screen.queryByText('Escolha uma ocupação da lista.')).not.toBeInTheDocument();
    expect(occupation()).toHaveFocus();

    await user.type(occupation(), 'tecnicos enfermagem');
    expect(occupation()).toHaveAccessibleDescription(expect.stringContaining('Sem a lista, você ainda pode digitar a ocupação'));
    // The failure is said once: the note tells what can still be done.
    expect(screen.getAllByText('Não foi possível carregar a lista de ocupações.')).toHaveLength(1);
    await user.click(submit());
    expect(navigations).toEqual(['/auth/comparador-salarial-v2?ocupacaoTexto=tecnicos+enfermagem&ocupacao=&uf=PE&nivel=pleno']);
  });

  it("shows the server's findings on the URL's query, each until its field changes", async () => {
    const { user, uf } = setup({ ...IT, uf: '', level: 'pleno' }, { uf: 'Estado (UF) inválido. Escolha um estado da lista.', level: 'Nível de experiência inválido. Escolha júnior, pleno ou sênior.' });
    expect(screen.getByRole('combobox', { name: 'Ocupação' })).toHaveValue('Analistas de tecnologia da informação');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Estado (UF) inválido. Escolha um estado da lista.',
      'Nível de experiência inválido. Escolha júnior, pleno ou sênior.',
    ]);
    expect(screen.getByRole('group', { name: 'Nível de experiência' })).toHaveAccessibleDescription('Nível de experiência inválido. Escolha júnior, pleno ou sênior.');
    await user.selectOptions(uf(), 'RJ');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('another query in the URL fills the form again', async () => {
    const { rerender, occupation, uf } = setup({ ...IT, uf: 'SP', level: 'pleno' });
    rerender({ ...COOKS, uf: 'PE', level: 'junior' });
    expect(occupation()).toHaveValue('Cozinheiros');
    expect(uf()).toHaveValue('PE');
    expect(screen.getByRole('radio', { name: 'Júnior' })).toBeChecked();
    rerender(EMPTY);
    expect(occupation()).toHaveValue('');
    expect(uf()).toHaveValue('');
  });
});
