import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { groupOccupations } from '@/lib/salary/occupation-search';
import { messages, renderWithIntl } from '@/test/render';
import { LIST_CLOSE_DELAY_MS, OccupationCombobox } from '../OccupationCombobox';

const GROUPS = groupOccupations([
  { id: '2235', category: 'Saúde', description: 'Enfermeiros e afins' },
  { id: '3222', category: 'Saúde', description: 'Técnicos e auxiliares de enfermagem' },
  { id: '2124', category: 'Tecnologia da informação', description: 'Analistas de tecnologia da informação' },
  { id: '3132', category: 'Indústria e produção', description: 'Técnicos em eletrônica' },
]);

/** The combobox in a form, controlled as SalaryForm does it. */
function Field({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="consulta">
      <OccupationCombobox groups={GROUPS} name="ocupacao" value={value} onChange={setValue} error={error} />
    </form>
  );
}

function setup(initial?: string) {
  const user = userEvent.setup();
  renderWithIntl(<Field initial={initial} />);
  const input = screen.getByRole('combobox', { name: 'Ocupação' });
  const submitted = () => (screen.getByRole('form', { name: 'consulta' }) as HTMLFormElement).elements.namedItem('ocupacao') as HTMLInputElement;
  return { user, input, submitted };
}

const visibleOptions = () => within(screen.getByRole('listbox', { name: 'Ocupações' })).getAllByRole('option').map((option) => option.textContent);

/** jsdom does not lay out: the active option's scrolling is recorded instead. */
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('OccupationCombobox', () => {
  it('without JavaScript (the server’s HTML): a required select with a group per category', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="pt-BR" messages={messages}>
        <OccupationCombobox groups={GROUPS} name="ocupacao" value="2124" onChange={() => undefined} />
      </NextIntlClientProvider>,
    );
    document.body.innerHTML = html;
    const select = screen.getByRole('combobox', { name: 'Ocupação' }) as HTMLSelectElement;
    expect(select.tagName).toBe('SELECT');
    expect(select).toBeRequired();
    expect(select.name).toBe('ocupacao');
    expect(select.value).toBe('2124');
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['Saúde', 'Tecnologia da informação', 'Indústria e produção']);
    expect(within(select).getAllByRole('option')).toHaveLength(5);
    document.body.innerHTML = '';
  });

  it('searches while typing, ignoring accents and case, and shows the category groups', async () => {
    const { user, input } = setup();
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
    const { user, input, submitted } = setup();
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
    const { user, input, submitted } = setup();
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
    const { user, input } = setup();
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
      renderWithIntl(
        <>
          <Field initial="2124" />
          <button type="button">depois</button>
        </>,
      );
      const input = screen.getByRole('combobox', { name: 'Ocupação' });
      expect(input).toHaveValue('Analistas de tecnologia da informação');
      await user.click(input);
      expect(input).toHaveAttribute('aria-expanded', 'true');
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

  it('reads the job titles once the field is first used, and offers a family by a title it holds, showing that title', async () => {
    const titles = [['2124', 'Desenvolvedor', 'Analista de sistemas'], ['3132', 'Técnico eletrônico']];
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ titles }) }) as Response);
    global.fetch = fetchMock as unknown as typeof fetch;
    const { user, input, submitted } = setup();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(input);
    expect(fetchMock).toHaveBeenCalledWith('/api/salary/occupation-titles', expect.objectContaining({ method: 'GET', cache: 'default' }));
    await user.type(input, 'desenvolvedora');
    expect(await screen.findByRole('option', { name: 'Analistas de tecnologia da informação Inclui o cargo “Desenvolvedor”' })).toBeInTheDocument();
    expect(visibleOptions()).toEqual(['Analistas de tecnologia da informaçãoInclui o cargo “Desenvolvedor”']);
    await user.click(screen.getByRole('option', { name: /^Analistas de tecnologia da informação/ }));
    expect(input).toHaveValue('Analistas de tecnologia da informação');
    expect(submitted().value).toBe('2124');
    await user.clear(input);
    await user.click(input);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('without the titles (the read failed), still finds families by their names', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 502, json: async () => ({ error: 'upstream', message: 'Erro' }) }) as Response) as unknown as typeof fetch;
    const { user, input } = setup();
    await user.type(input, 'desenvolvedor');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'eletronica');
    expect(visibleOptions()).toEqual(['Técnicos em eletrônica']);
  });
});
