import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { groupOccupations, packGroups } from '@/lib/salary/occupation-search';
import { messages, renderWithIntl } from '@/testing/render';
import { LIST_CLOSE_DELAY_MS, OccupationCombobox } from './OccupationCombobox';

const GROUPS = groupOccupations([
  { id: '2235', category: 'Saúde', description: 'Enfermeiros e afins' },
  { id: '3222', category: 'Saúde', description: 'Técnicos e auxiliares de enfermagem' },
  { id: '2124', category: 'Tecnologia da informação', description: 'Analistas de tecnologia da informação' },
  { id: '3132', category: 'Indústria e produção', description: 'Técnicos em eletrônica' },
]);

const NAMES: Record<string, string> = { '2124': 'Analistas de tecnologia da informação' };

/** The combobox in a form, controlled as SalaryForm does it (the server gives the chosen occupation's name). */
function Field({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="consulta">
      <OccupationCombobox name="ocupacao" textName="ocupacaoTexto" value={value} text={NAMES[initial] ?? ''} onChange={setValue} error={error} />
    </form>
  );
}

/** The BFF's answer to GET API.occupations (with the families' job titles given), or a failure with a request id. */
function answering(titles: string[][] = [], status = 200) {
  const body = status === 200 ? { groups: packGroups(GROUPS), titles } : { error: 'upstream', message: 'Erro' };
  const headers = new Headers(status === 200 ? {} : { 'x-request-id': 'req-1234567890abcdef' });
  const fetchMock = jest.fn(async () => ({ ok: status === 200, status, headers, json: async () => body }) as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const submittedIn = () => (screen.getByRole('form', { name: 'consulta' }) as HTMLFormElement).elements.namedItem('ocupacao') as HTMLInputElement;

/** The field, its list read (on the first focus). */
async function setup(initial?: string) {
  const user = userEvent.setup();
  const fetchMock = answering();
  renderWithIntl(<Field initial={initial} />);
  const input = screen.getByRole('combobox', { name: 'Ocupação' });
  await act(async () => input.focus());
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await act(async () => undefined);
  return { user, input, submitted: submittedIn };
}

const visibleOptions = () => within(screen.getByRole('listbox', { name: 'Ocupações' })).getAllByRole('option').map((option) => option.textContent);

/** jsdom does not lay out: the active option's scrolling is recorded instead. */
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('OccupationCombobox', () => {
  it('the server’s HTML (and without JavaScript): a required text field with the chosen name, its id hidden, no list', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="pt-BR" messages={messages}>
        <OccupationCombobox name="ocupacao" textName="ocupacaoTexto" value="2124" text="Analistas de tecnologia da informação" onChange={() => undefined} />
      </NextIntlClientProvider>,
    );
    document.body.innerHTML = html;
    const input = screen.getByRole('combobox', { name: 'Ocupação' }) as HTMLInputElement;
    expect(input).toBeRequired();
    expect(input.name).toBe('ocupacaoTexto');
    expect(input.value).toBe('Analistas de tecnologia da informação');
    expect((document.querySelector('input[name="ocupacao"]') as HTMLInputElement).value).toBe('2124');
    expect(document.querySelectorAll('[role="option"]')).toHaveLength(0);
    document.body.innerHTML = '';
  });

  it('reads the list once, when the field is first used, saying so while it comes', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    global.fetch = fetchMock as unknown as typeof fetch;
    const user = userEvent.setup();
    renderWithIntl(<Field />);
    const input = screen.getByRole('combobox', { name: 'Ocupação' });
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(input, 'enferm');
    expect(fetchMock).toHaveBeenCalledWith('/api/salary/occupations?v=1', expect.objectContaining({ method: 'GET', cache: 'default' }));
    expect(screen.getByRole('status')).toHaveTextContent('Carregando as ocupações…');
    expect(screen.getByRole('status')).not.toHaveClass('sr-only');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Carregando as ocupações…'));
    await act(async () => answer({ ok: true, status: 200, headers: new Headers(), json: async () => ({ groups: packGroups(GROUPS), titles: [] }) } as Response));
    expect(visibleOptions()).toEqual(['Enfermeiros e afins', 'Técnicos e auxiliares de enfermagem']);
    expect(screen.getByRole('status')).toHaveTextContent('2 ocupações encontradas.');
    await user.clear(input);
    await user.click(input);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the list could not be read: says so with the support code, and reads it again on request', async () => {
    const user = userEvent.setup();
    answering([], 502);
    renderWithIntl(<Field />);
    const input = screen.getByRole('combobox', { name: 'Ocupação' });
    await user.type(input, 'enferm');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar a lista de ocupações.');
    expect(alert).toHaveTextContent(/Código do atendimento/);
    answering();
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.clear(input);
    await user.type(input, 'enferm');
    expect(visibleOptions()).toEqual(['Enfermeiros e afins', 'Técnicos e auxiliares de enfermagem']);
  });

  it('searches while typing, ignoring accents and case, and shows the category groups', async () => {
    const { user, input } = await setup();
    await user.type(input, 'TECNICOS');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(visibleOptions()).toEqual(['Técnicos e auxiliares de enfermagem', 'Técnicos em eletrônica']);
    const groups = within(screen.getByRole('listbox')).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') && document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Saúde',
      'Indústria e produção',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 ocupações encontradas.');
    await user.type(input, ' eletronica');
    expect(visibleOptions()).toEqual(['Técnicos em eletrônica']);
    expect(screen.getByRole('status')).toHaveTextContent('1 ocupação encontrada.');
  });

  it('by keyboard: arrows move through the options, Enter chooses without submitting, Escape closes', async () => {
    const { user, input, submitted } = await setup();
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    screen.getByRole('form', { name: 'consulta' }).addEventListener('submit', onSubmit);
    await user.type(input, 'enferm');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', expect.stringContaining('2235'));
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(screen.getByRole('option', { name: 'Enfermeiros e afins' }));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Wraps around to the first option.
    expect(screen.getByRole('option', { name: 'Enfermeiros e afins' }).id).toBe(input.getAttribute('aria-activedescendant'));
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('Técnicos e auxiliares de enfermagem');
    expect(submitted().value).toBe('3222');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Técnicos e auxiliares de enfermagem' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Técnicos e auxiliares de enfermagem');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(submitted().value).toBe('');
  });

  it('a click chooses; typing on clears the choice until another is made; an exact name counts as chosen', async () => {
    const { user, input, submitted } = await setup();
    await user.click(input);
    expect(visibleOptions()).toHaveLength(4);
    await user.click(screen.getByRole('option', { name: 'Analistas de tecnologia da informação' }));
    expect(submitted().value).toBe('2124');
    expect(input).toHaveFocus();
    await user.type(input, 'x');
    expect(submitted().value).toBe('');
    await user.clear(input);
    await user.type(input, 'tecnicos em eletronica');
    expect(submitted().value).toBe('3132');
    // Still the typed text's matches, not the whole list.
    expect(visibleOptions()).toEqual(['Técnicos em eletrônica']);
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(visibleOptions()).toHaveLength(4);
  });

  it('no match: says so, visibly and to screen readers, and keeps the text', async () => {
    const { user, input } = await setup();
    await user.type(input, 'astronauta');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma ocupação encontrada. Tente outra palavra, como “vendedor” ou “técnico”.');
    expect(screen.getByRole('status')).not.toHaveClass('sr-only');
    expect(input).toHaveValue('astronauta');
  });

  it('shows the chosen occupation’s name, and closes the list 250 ms after the field is left', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      answering();
      renderWithIntl(
        <>
          <Field initial="2124" />
          <button type="button">depois</button>
        </>,
      );
      const input = screen.getByRole('combobox', { name: 'Ocupação' });
      expect(input).toHaveValue('Analistas de tecnologia da informação');
      await user.click(input);
      // The list is read on the first focus, then shown.
      await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
      await user.tab();
      await act(async () => jest.advanceTimersByTime(LIST_CLOSE_DELAY_MS - 10));
      expect(input).toHaveAttribute('aria-expanded', 'true');
      await act(async () => jest.advanceTimersByTime(20));
      expect(input).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('an error is shown, announced and tied to the field', () => {
    renderWithIntl(<Field error="Escolha uma ocupação da lista." />);
    const input = screen.getByRole('combobox', { name: 'Ocupação' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Escolha uma ocupação da lista.'));
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha uma ocupação da lista.');
  });

  it('offers a family by a job title it holds, showing that title', async () => {
    const user = userEvent.setup();
    answering([['2124', 'Desenvolvedor', 'Analista de sistemas'], ['3132', 'Técnico eletrônico']]);
    renderWithIntl(<Field />);
    const input = screen.getByRole('combobox', { name: 'Ocupação' });
    await user.type(input, 'desenvolvedora');
    expect(await screen.findByRole('option', { name: 'Analistas de tecnologia da informação Inclui o cargo “Desenvolvedor”' })).toBeInTheDocument();
    expect(visibleOptions()).toEqual(['Analistas de tecnologia da informaçãoInclui o cargo “Desenvolvedor”']);
    await user.click(screen.getByRole('option', { name: /^Analistas de tecnologia da informação/ }));
    expect(input).toHaveValue('Analistas de tecnologia da informação');
    expect(submittedIn().value).toBe('2124');
  });
});
