import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { messages, renderWithIntl } from '@/testing/render';
import { Combobox, LIST_CLOSE_DELAY_MS, searchByName } from './Combobox';
import { FormRadioGroup } from './FormRadioGroup';
import { FormTextArea } from './FormTextArea';
import { PhoneField } from './PhoneField';
import { RadioGroup } from './RadioGroup';
import { Select } from './Select';
import { TextArea } from './TextArea';
import { TextField } from './TextField';
import { useFieldMessage } from './useFieldMessage';

describe('Field (through TextField)', () => {
  it('names the control by its label and reads the hint, then the error', () => {
    render(<TextField label="Nome" hint="Como no documento." error="Informe o nome." aria-describedby="fora" />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids[0]).toBe('fora');
    expect(ids.slice(1).map((id) => document.getElementById(id)?.textContent)).toEqual(['Como no documento.', 'Informe o nome.']);
  });

  it('announces the error as it appears, and drops it with aria-invalid once fixed', () => {
    const { rerender } = render(<TextField label="E-mail" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-describedby');
    rerender(<TextField label="E-mail" error="E-mail inválido." />);
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail inválido.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('E-mail inválido.');
    rerender(<TextField label="E-mail" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid');
  });

  it('required: aria-required and required, an asterisk hidden from the name; unmarked: no asterisk', () => {
    render(
      <>
        <TextField label="Cidade" required />
        <TextField label="Estado" required="unmarked" />
      </>,
    );
    const city = screen.getByRole('textbox', { name: 'Cidade' });
    expect(city).toHaveAttribute('aria-required', 'true');
    expect(city).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Estado' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByText('*', { exact: false })).toHaveLength(1);
  });

  it('takes the id a server form gives it, for the label and the hint and error ids', () => {
    render(<TextField id="vagas-q" label="Palavra-chave" hint="Cargo ou empresa." error="Longa demais." />);
    const input = screen.getByRole('textbox', { name: 'Palavra-chave' });
    expect(input.id).toBe('vagas-q');
    expect(input).toHaveAttribute('aria-describedby', 'vagas-q-hint vagas-q-error');
  });
});

describe('TextArea', () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return <TextArea label="Mensagem" hint="Conte o que houve." maxLength={20} counter={(count) => `${count} de 20 caracteres`} value={value} onChange={(event) => setValue(event.target.value)} />;
  }

  it('counts the characters typed, limits them, and reads the hint, then the counter', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const textarea = screen.getByRole('textbox', { name: 'Mensagem' });
    expect(textarea).toHaveAccessibleDescription('Conte o que houve. 0 de 20 caracteres');
    await user.type(textarea, 'Olá, tudo bem?');
    expect(screen.getByText('14 de 20 caracteres')).toBeInTheDocument();
    await user.type(textarea, ' Mais texto que cabe.');
    expect(textarea).toHaveAttribute('maxLength', '20');
    expect(screen.getByText('20 de 20 caracteres')).toBeInTheDocument();
  });

  it('reads the error after the counter', () => {
    render(<TextArea label="Nota" maxLength={10} counter={(count) => `${count}/10`} value="abc" onChange={() => undefined} error="Curta demais." />);
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveAccessibleDescription('3/10 Curta demais.');
    expect(screen.getByRole('alert')).toHaveTextContent('Curta demais.');
  });
});

describe('Select', () => {
  it('a labelled native select with a "not chosen" first option and its error', () => {
    render(<Select label="Estado" placeholder="Selecione" options={[{ value: 'SP', label: 'São Paulo' }]} defaultValue="" error="Escolha um estado." />);
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(within(select).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Selecione'],
      ['SP', 'São Paulo'],
    ]);
    expect(select).toHaveAccessibleDescription('Escolha um estado.');
  });
});

describe('RadioGroup', () => {
  function Controlled({ appearance }: { appearance?: 'pill' | 'chip' }) {
    const [value, setValue] = useState('');
    return (
      <RadioGroup
        legend="Tipo"
        hint="Um só."
        name="tipo"
        value={value}
        onChange={setValue}
        appearance={appearance}
        options={[
          { value: 'a', label: 'Símbolo' },
          { value: 'b', label: 'Nome' },
        ]}
      />
    );
  }

  it.each(['pill', 'chip'] as const)('%s: a named group; a click chooses, the arrows move the choice', async (appearance) => {
    const user = userEvent.setup();
    render(<Controlled appearance={appearance} />);
    const group = screen.getByRole('group', { name: 'Tipo' });
    expect(group).toHaveAccessibleDescription('Um só.');
    await user.click(screen.getByRole('radio', { name: 'Símbolo' }));
    expect(screen.getByRole('radio', { name: 'Símbolo' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Nome' })).toBeChecked();
  });

  it('card: each radio is described by its own line; the arrows move the choice', async () => {
    const user = userEvent.setup();
    function Cards() {
      const [value, setValue] = useState('a');
      return (
        <RadioGroup
          legend="Modelo"
          name="modelo"
          appearance="card"
          value={value}
          onChange={setValue}
          options={[
            { value: 'a', label: 'Clássico', description: 'Seções uma abaixo da outra.' },
            { value: 'b', label: 'Moderno', description: 'Faixa colorida no topo.' },
          ]}
        />
      );
    }
    render(<Cards />);
    const classic = screen.getByRole('radio', { name: 'Clássico' });
    expect(classic).toHaveAccessibleDescription('Seções uma abaixo da outra.');
    expect(screen.getByRole('radio', { name: 'Moderno' })).toHaveAccessibleDescription('Faixa colorida no topo.');
    classic.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Moderno' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Moderno' })).toHaveFocus();
  });

  it('level: each card is named by its label and described by its line', () => {
    render(
      <RadioGroup
        legend="Nível"
        name="nivel"
        appearance="level"
        value="pleno"
        onChange={() => undefined}
        options={[
          { value: 'junior', label: 'Júnior', description: 'Até 3 anos' },
          { value: 'pleno', label: 'Pleno', description: '3 a 7 anos' },
        ]}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Pleno' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Júnior' })).toHaveAccessibleDescription('Até 3 anos');
  });

  it('slot: a disabled option is shown but never chosen, and the focus ref skips it; the group can take the focus itself', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const first = { current: null as HTMLInputElement | null };
    const group = { current: null as HTMLFieldSetElement | null };
    render(
      <RadioGroup
        legend="Horário"
        name="slot"
        appearance="slot"
        value=""
        onChange={onChange}
        ref={first}
        fieldsetRef={group}
        options={[
          { value: '07:00', label: '07:00 esgotado', disabled: true },
          { value: '07:30', label: '07:30' },
        ]}
      >
        <p>2 horários livres</p>
      </RadioGroup>,
    );
    const full = screen.getByRole('radio', { name: '07:00 esgotado' });
    expect(full).toBeDisabled();
    await user.click(full);
    expect(onChange).not.toHaveBeenCalled();
    expect(first.current).toBe(screen.getByRole('radio', { name: '07:30' }));
    group.current?.focus();
    expect(screen.getByRole('group', { name: 'Horário' })).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Horário' })).toHaveTextContent('2 horários livres');
  });

  it('ties its error to the fieldset and announces it', () => {
    render(<RadioGroup legend="Nota" name="nota" value="" onChange={() => undefined} options={[{ value: '1', label: '1' }]} error="Escolha uma nota." />);
    expect(screen.getByRole('group', { name: 'Nota' })).toHaveAccessibleDescription('Escolha uma nota.');
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha uma nota.');
  });
});

const FRUITS = [{ label: '', options: ['Maçã', 'Banana', 'Mamão', 'Uva'].map((name) => ({ value: name.toLowerCase(), label: name })) }];
const searchFruits = searchByName(FRUITS);

function Fruit({ restoreOnLeave, clearOnEscape }: { restoreOnLeave?: boolean; clearOnEscape?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <form aria-label="pedido">
      <Combobox
        label="Fruta"
        name="fruta"
        groups={FRUITS}
        search={searchFruits}
        value={value}
        onChange={setValue}
        status={(count) => (count === 0 ? 'Nenhuma fruta.' : `${count} frutas.`)}
        restoreOnLeave={restoreOnLeave}
        clearOnEscape={clearOnEscape}
      />
    </form>
  );
}

describe('Combobox', () => {
  const submitted = () => ((screen.getByRole('form', { name: 'pedido' }) as HTMLFormElement).elements.namedItem('fruta') as HTMLInputElement).value;
  const options = () => within(screen.getByRole('listbox', { name: 'Fruta' })).getAllByRole('option').map((option) => option.textContent);

  it('by keyboard: arrows open, move and wrap; Enter chooses without submitting; Escape closes, then clears when asked to', async () => {
    const user = userEvent.setup();
    render(<Fruit clearOnEscape />);
    const onSubmit = jest.fn((event: Event) => event.preventDefault());
    screen.getByRole('form', { name: 'pedido' }).addEventListener('submit', onSubmit);
    const input = screen.getByRole('combobox', { name: 'Fruta' });
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual(['Maçã', 'Banana', 'Mamão', 'Uva']);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Uva' }).id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Maçã' }).id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveValue('Banana');
    expect(submitted()).toBe('banana');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Banana' }).id);
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('Banana');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(submitted()).toBe('');
  });

  it('Escape on a closed list reaches an enclosing modal unless the field clears', async () => {
    const user = userEvent.setup();
    render(<Fruit />);
    const input = screen.getByRole('combobox', { name: 'Fruta' });
    const prevented: boolean[] = [];
    const listener = (event: KeyboardEvent) => prevented.push(event.defaultPrevented);
    document.addEventListener('keydown', listener);
    await user.type(input, 'uva');
    await user.keyboard('{Escape}{Escape}');
    document.removeEventListener('keydown', listener);
    expect(prevented.slice(-2)).toEqual([true, false]);
    expect(input).toHaveValue('uva');
  });

  it('filters as typed, takes a typed name, and announces the matches or that none is left', async () => {
    const user = userEvent.setup();
    render(<Fruit />);
    const input = screen.getByRole('combobox', { name: 'Fruta' });
    await user.type(input, 'MA');
    expect(options()).toEqual(['Maçã', 'Mamão']);
    expect(screen.getByRole('status')).toHaveTextContent('2 frutas.');
    expect(screen.getByRole('status')).toHaveClass('sr-only');
    await user.clear(input);
    await user.type(input, 'mamao');
    expect(submitted()).toBe('mamão');
    await user.type(input, 'x');
    expect(submitted()).toBe('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Nenhuma fruta.');
    expect(screen.getByRole('status')).not.toHaveClass('sr-only');
    expect(input).toHaveAccessibleDescription('Nenhuma fruta.');
  });

  it('restoreOnLeave: 250 ms after the field is left the list closes and the chosen name comes back', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(
        <>
          <Fruit restoreOnLeave />
          <button type="button">depois</button>
        </>,
      );
      const input = screen.getByRole('combobox', { name: 'Fruta' });
      await user.type(input, 'xyz');
      await user.tab();
      await act(async () => jest.advanceTimersByTime(LIST_CLOSE_DELAY_MS - 10));
      expect(input).toHaveValue('xyz');
      await act(async () => jest.advanceTimersByTime(20));
      expect(input).toHaveValue('');
      expect(input).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('PhoneField', () => {
  function PhoneForm() {
    const { control } = useForm({ defaultValues: { phone: '' } });
    return <PhoneField control={control} name="phone" label="Celular" />;
  }

  it('masks what is typed as a mobile number', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PhoneForm />);
    const input = screen.getByRole('textbox', { name: 'Celular' });
    await user.type(input, '11987654321');
    expect(input).toHaveValue('(11) 98765-4321');
    expect(input).toHaveAttribute('type', 'tel');
  });
});

describe('FormTextArea and FormRadioGroup (react-hook-form fields)', () => {
  type Values = { note: string; score?: number };
  function ScoreForm({ onSend, onEdit }: { onSend: (values: Values) => void; onEdit: () => void }) {
    const { control, handleSubmit, setError } = useForm<Values>({ defaultValues: { note: '' } });
    const send = handleSubmit((values) => {
      if (values.score === undefined) setError('score', { message: 'Survey.validation.scoreRequired' });
      else if (!values.note) setError('note', { message: 'Validation.required' });
      else onSend(values);
    });
    return (
      <form onSubmit={send}>
        <FormRadioGroup control={control} name="score" legend="Nota" options={['1', '2'].map((value) => ({ value, label: value }))} parse={Number} onEdit={onEdit} />
        <FormTextArea control={control} name="note" label="Comentário" maxLength={20} counter={(count) => `${count} de 20`} onEdit={onEdit} />
        <button type="submit">Enviar</button>
      </form>
    );
  }

  it('give the form what is chosen and typed (parsed), show its errors translated, and tell each edit', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    const onEdit = jest.fn();
    renderWithIntl(<ScoreForm onSend={onSend} onEdit={onEdit} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha uma nota de 0 a 10.');
    expect(screen.getByRole('group', { name: 'Nota' })).toHaveAccessibleDescription('Escolha uma nota de 0 a 10.');
    await user.click(screen.getByRole('radio', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('textbox', { name: 'Comentário' })).toHaveAccessibleDescription(/Você deve preencher o campo/);
    await user.type(screen.getByRole('textbox', { name: 'Comentário' }), 'Bom');
    expect(screen.getByText('3 de 20')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onSend).toHaveBeenCalledWith({ note: 'Bom', score: 2 });
    expect(onEdit).toHaveBeenCalledTimes(4);
  });
});

describe('useFieldMessage', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="pt-BR" messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
  const translate = () => renderHook(() => useFieldMessage(), { wrapper }).result.current;

  it.each([
    ['Validation.required', 'Você deve preencher o campo'],
    ['Booking.validation.slotRequired', 'Escolha um dia e um horário.'],
    ['Logo.validation.nameRequired', 'Informe o nome do negócio.'],
    ['Survey.validation.scoreRequired', 'Escolha uma nota de 0 a 10.'],
    ['Cv.validation.option', 'Escolha uma das opções da lista.'],
  ])('translates the key %s of any namespace', (key, text) => {
    const message = translate();
    expect(message(key)).toBe(text);
    expect(message({ message: key })).toBe(text);
  });

  it('shows text that is not a key (a 422 field message) as it is, and nothing as nothing', () => {
    const text = translate();
    expect(text('O CPF já está cadastrado.')).toBe('O CPF já está cadastrado.');
    expect(text('Validation.noSuchKey')).toBe('Validation.noSuchKey');
    expect(text(undefined)).toBeUndefined();
    expect(text({})).toBeUndefined();
  });
});
