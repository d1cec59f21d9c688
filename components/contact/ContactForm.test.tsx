import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import type { ApiError } from '@/lib/bff/protocol';
import type { ContactResult } from '@/lib/contact/contract';
import { ContactForm } from './ContactForm';
import { LIST_CLOSE_DELAY_MS } from '@/components/ui/Combobox';
import { SHOWN_SUPPORT_CODE_KEY, rememberShownSupportCode } from '@/components/ui/shownSupportCode';
import { supportCodeOf } from '@/lib/ops/support-code';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

/** jsdom has no Response: the fields requestJson reads are enough. */
function answer(status: number, body: ContactResult | ApiError) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);
}

/** Lets fake time pass, and the form's asynchronous validation settle, inside act. */
const elapse = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, string>);

/** Renders the form; `fakeTimers` when the test installed them (the combobox's timing tests). */
function setup(loggedIn = false, fakeTimers = false) {
  const onDone = jest.fn();
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const { rerender } = renderWithIntl(<ContactForm loggedIn={loggedIn} onDone={onDone} />);
  /** What the server's refresh does: the same form, told whether a session still exists. */
  const rerenderAs = (nowLoggedIn: boolean) => rerender(<ContactForm loggedIn={nowLoggedIn} onDone={onDone} />);
  const subject = screen.getByRole('combobox', { name: 'Assunto' });
  const message = screen.getByRole('textbox', { name: 'Mensagem' });
  const send = screen.getByRole('button', { name: 'Enviar' });
  const chooseSubject = async (option: string) => {
    await user.click(subject);
    await user.click(screen.getByRole('option', { name: option }));
  };
  const fillIdentity = async () => {
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '52998224725');
    await user.type(screen.getByRole('textbox', { name: 'Nome completo' }), 'Mariana Souza Oliveira');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mariana.oliveira@exemplo.com.br');
  };
  return { user, onDone, subject, message, send, chooseSubject, fillIdentity, rerenderAs };
}

beforeEach(() => {
  // A code shown by an earlier test's dialog would be offered by the next form.
  sessionStorage.clear();
  refresh.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});


describe('ContactForm, anonymous', () => {
  it('asks for CPF, full name, e-mail, subject and message, all marked required', () => {
    setup();
    expect(screen.getByText('Estes campos são obrigatórios')).toBeInTheDocument();
    for (const name of ['CPF', 'Nome completo', 'E-mail', 'Mensagem']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByRole('combobox', { name: 'Assunto' })).toHaveAttribute('aria-required', 'true');
  });

  it('shows the asterisk of required labels but hides it from assistive technologies', () => {
    setup();
    for (const label of ['CPF', 'Nome completo', 'E-mail', 'Assunto', 'Mensagem']) {
      const element = screen.getByText(label, { selector: 'label' });
      expect(element).toHaveTextContent(`${label} *`);
      expect(within(element).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('keeps Send disabled until every required field is valid', async () => {
    const { user, send, message, chooseSubject, fillIdentity } = setup();
    expect(send).toBeDisabled();
    await fillIdentity();
    await chooseSubject('Dúvida');
    expect(send).toBeDisabled();
    await user.type(message, 'Como altero meu e-mail?');
    expect(send).toBeEnabled();
    await user.clear(screen.getByRole('textbox', { name: 'E-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mariana@');
    await waitFor(() => expect(send).toBeDisabled());
    await user.tab();
    expect(await screen.findByText('O formato do email está incorreto')).toBeInTheDocument();
  });

  it('masks the CPF and shows the field messages of SPEC §5', async () => {
    const { user } = setup();
    const cpf = screen.getByRole('textbox', { name: 'CPF' });
    await user.type(cpf, '5299822');
    expect(cpf).toHaveValue('529.982.2');
    await user.type(screen.getByRole('textbox', { name: 'Nome completo' }), 'Ana');
    expect(await screen.findByText('Número insuficiente de dígitos')).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Os nomes não podem conter caracteres especiais e devem ter no mínimo 4 letras')).toBeInTheDocument();
  });

  it('sends the form to POST /api/contact, then shows the success modal; closing it is done', async () => {
    const { user, onDone, message, send, chooseSubject, fillIdentity } = setup();
    await fillIdentity();
    await chooseSubject('Sugestão');
    await user.type(message, '  Gostaria de mais cursos.  ');
    answer(200, { sent: true });
    await user.click(send);
    const success = await screen.findByRole('dialog', { name: 'A sua mensagem foi enviada corretamente' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/contact');
    expect(sentBodies()).toEqual([
      { identification: '52998224725', fullname: 'Mariana Souza Oliveira', email: 'mariana.oliveira@exemplo.com.br', subject: 'Sugestão', message: 'Gostaria de mais cursos.' },
    ]);
    await user.click(within(success).getByRole('button', { name: 'ACEITAR' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a 502', 502, { error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' }],
    ['a 504', 504, { error: 'timeout', message: 'Erro na conexão, tente novamente mais tarde.' }],
    ['no answer', 0, undefined],
  ] as const)('on %s shows the connection error, keeps everything typed and can send again', async (_, status, error) => {
    const { user, onDone, message, send, chooseSubject, fillIdentity } = setup();
    await fillIdentity();
    await chooseSubject('Erro');
    await user.type(message, 'A página de cursos não abre.');
    if (error) answer(status, error);
    else fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(send);
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro na conexão' });
    expect(dialog).toHaveTextContent('Tente novamente mais tarde.');
    await user.click(within(dialog).getByRole('button', { name: 'ACEITAR' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');
    expect(screen.getByRole('combobox', { name: 'Assunto' })).toHaveValue('Erro');
    expect(message).toHaveValue('A página de cursos não abre.');
    expect(onDone).not.toHaveBeenCalled();

    answer(200, { sent: true });
    await user.click(send);
    expect(await screen.findByRole('dialog', { name: 'A sua mensagem foi enviada corretamente' })).toBeInTheDocument();
    expect(sentBodies()[1]).toEqual(sentBodies()[0]);
  });
});

describe('ContactForm, answers that are not a connection error', () => {
  it('on a 422 puts the fields\' messages on the form, keeps everything typed and can send again', async () => {
    const { user, message, send, chooseSubject, fillIdentity } = setup();
    await fillIdentity();
    await chooseSubject('Dúvida');
    await user.type(message, 'Como altero meu e-mail?');
    answer(422, {
      error: 'validation',
      message: 'Não foi possível processar a solicitação. Verifique os dados e tente novamente.',
      fields: { email: 'O formato do email está incorreto', unknownField: 'ignorado' },
    });
    await user.click(send);
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('O formato do email está incorreto'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('ignorado')).not.toBeInTheDocument();
    expect(message).toHaveValue('Como altero meu e-mail?');

    await user.clear(email);
    await user.type(email, 'mariana@exemplo.com.br');
    await waitFor(() => expect(send).toBeEnabled());
    answer(200, { sent: true });
    await user.click(send);
    expect(await screen.findByRole('dialog', { name: 'A sua mensagem foi enviada corretamente' })).toBeInTheDocument();
    expect(sentBodies()[1]).toMatchObject({ email: 'mariana@exemplo.com.br', subject: 'Dúvida' });
  });

  it('on a 422 without known fields shows its message, not the connection error', async () => {
    const { user, message, send, chooseSubject } = setup(true);
    await chooseSubject('Erro');
    await user.type(message, 'Teste');
    answer(422, { error: 'validation', message: 'Não foi possível processar a solicitação. Verifique os dados e tente novamente.' });
    await user.click(send);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Não foi possível processar a solicitação. Verifique os dados e tente novamente.');
    expect(screen.queryByRole('alertdialog', { name: 'Erro na conexão' })).not.toBeInTheDocument();
  });

  it("shows the refused send's support code in its dialog", async () => {
    const { user, message, send, chooseSubject } = setup(true);
    await chooseSubject('Erro');
    await user.type(message, 'Teste');
    const requestId = '5e0a7c3b-1d2f-4b6a-8c9e-0f1a2b3c4d5e';
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 429,
      json: async () => ({ error: 'rateLimited', message: 'Muitas mensagens. Tente novamente mais tarde.' }),
      headers: new Map([['X-Request-Id', requestId]]),
    } as unknown as Response);
    await user.click(send);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Muitas mensagens. Tente novamente mais tarde.');
    expect(dialog).toHaveTextContent(`Código do atendimento: ${supportCodeOf(requestId)}`);
  });

  it('on a 401 refreshes the page, says the session expired, and the anonymous form can be sent', async () => {
    const { user, message, send, chooseSubject, fillIdentity, rerenderAs } = setup(true);
    await chooseSubject('Reclamação');
    await user.type(message, 'Não recebi o código.');
    answer(401, { error: 'unauthorized', message: 'Unauthorized' });
    await user.click(send);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sua sessão expirou. Acesse sua conta novamente.');
    expect(screen.queryByRole('alertdialog', { name: 'Erro na conexão' })).not.toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'ACEITAR' }));

    rerenderAs(false);
    expect(message).toHaveValue('Não recebi o código.');
    await waitFor(() => expect(send).toBeDisabled());
    await fillIdentity();
    await waitFor(() => expect(send).toBeEnabled());
    answer(200, { sent: true });
    await user.click(send);
    await screen.findByRole('dialog', { name: 'A sua mensagem foi enviada corretamente' });
    expect(sentBodies()[1]).toEqual({
      identification: '52998224725',
      fullname: 'Mariana Souza Oliveira',
      email: 'mariana.oliveira@exemplo.com.br',
      subject: 'Reclamação',
      message: 'Não recebi o código.',
    });
  });
});

describe('ContactForm, logged in', () => {
  it('asks only subject and message and sends only them', async () => {
    const { user, message, send, chooseSubject } = setup(true);
    expect(screen.queryByRole('textbox', { name: /CPF|Nome completo|E-mail/ })).not.toBeInTheDocument();
    await chooseSubject('Reclamação');
    await user.type(message, 'Não recebi o código.');
    answer(200, { sent: true });
    await user.click(send);
    await screen.findByRole('dialog', { name: 'A sua mensagem foi enviada corretamente' });
    expect(sentBodies()).toEqual([{ subject: 'Reclamação', message: 'Não recebi o código.' }]);
  });

  it('limits the message to 1000 characters with a visible counter', async () => {
    const { user, message } = setup(true);
    expect(screen.getByText('0 de 1000 caracteres')).toBeInTheDocument();
    expect(message).toHaveAttribute('maxLength', '1000');
    expect(message).toHaveAccessibleDescription('0 de 1000 caracteres');
    await user.type(message, 'Olá');
    expect(screen.getByText('3 de 1000 caracteres')).toBeInTheDocument();
  });
});

describe('the support code of the error the customer came from', () => {
  const MINUTE = 60 * 1000;
  const fillMessage = async ({ user, chooseSubject, message }: ReturnType<typeof setup>) => {
    await chooseSubject('Erro');
    await user.type(message, 'A página deu erro.');
    answer(200, { sent: true });
  };

  it('is shown when the form opens within 30 minutes of the error, and sent along', async () => {
    rememberShownSupportCode('K7Q2-9XWD', Date.now() - 29 * MINUTE);
    const stored = sessionStorage.getItem(SHOWN_SUPPORT_CODE_KEY);
    const form = setup(true);
    expect(screen.getByText(/Código do atendimento:/)).toHaveTextContent('Código do atendimento: K7Q2-9XWD');
    const sendCode = screen.getByRole('checkbox', { name: 'Enviar este código com a mensagem' });
    expect(sendCode).toBeChecked();
    expect(sendCode).toHaveAccessibleDescription('Ele ajuda a nossa equipe a encontrar o erro que você viu.');
    // Showing it back is not a new error: its time is not renewed.
    expect(sessionStorage.getItem(SHOWN_SUPPORT_CODE_KEY)).toBe(stored);
    await fillMessage(form);
    await form.user.click(form.send);
    await screen.findByRole('dialog', { name: 'A sua mensagem foi enviada corretamente' });
    expect(sentBodies()).toEqual([{ subject: 'Erro', message: 'A página deu erro.', supportCode: 'K7Q2-9XWD' }]);
  });

  it('is not sent when the customer unticks it (with the keyboard)', async () => {
    rememberShownSupportCode('K7Q2-9XWD');
    const form = setup(true);
    screen.getByRole('checkbox', { name: 'Enviar este código com a mensagem' }).focus();
    await form.user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Enviar este código com a mensagem' })).not.toBeChecked();
    await fillMessage(form);
    await form.user.click(form.send);
    await screen.findByRole('dialog', { name: 'A sua mensagem foi enviada corretamente' });
    expect(sentBodies()).toEqual([{ subject: 'Erro', message: 'A página deu erro.' }]);
  });

  it('is neither shown nor sent without a recent error', async () => {
    rememberShownSupportCode('K7Q2-9XWD', Date.now() - 31 * MINUTE);
    const form = setup(true);
    expect(screen.queryByText(/Código do atendimento/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await fillMessage(form);
    await form.user.click(form.send);
    await screen.findByRole('dialog', { name: 'A sua mensagem foi enviada corretamente' });
    expect(sentBodies()).toEqual([{ subject: 'Erro', message: 'A página deu erro.' }]);
  });
});

describe('the subject combobox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(async () => {
    await act(async () => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  const options = () => screen.getAllByRole('option').map((option) => option.textContent);

  it('lists the five subjects and chooses with the keyboard', async () => {
    const { user, subject } = setup(true, true);
    expect(subject).toHaveAttribute('aria-expanded', 'false');
    await user.click(subject);
    expect(subject).toHaveAttribute('aria-expanded', 'true');
    expect(options()).toEqual(['Problemas com login', 'Dúvida', 'Erro', 'Reclamação', 'Sugestão']);
    expect(screen.getByRole('listbox', { name: 'Assunto' })).toBeVisible();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(subject).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Dúvida' }).id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(subject).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Sugestão' }).id);
    await user.keyboard('{Enter}');
    expect(subject).toHaveValue('Sugestão');
    expect(subject).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Sugestão' })).toHaveAttribute('aria-selected', 'true');
  });

  it('filters as the customer types, ignoring case and accents, and takes a typed option', async () => {
    const { user, subject } = setup(true, true);
    await user.type(subject, 'duv');
    expect(options()).toEqual(['Dúvida']);
    await user.type(subject, 'ida');
    await user.tab();
    await elapse(LIST_CLOSE_DELAY_MS);
    expect(subject).toHaveValue('Dúvida');
    expect(screen.queryByText('Este campo não pode estar vazio')).not.toBeInTheDocument();
  });

  it('clears text matching no option and says Este campo não pode estar vazio', async () => {
    const { user, subject } = setup(true, true);
    await user.type(subject, 'xyz');
    expect(screen.getByText('Nenhum assunto corresponde ao texto digitado.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum assunto corresponde ao texto digitado.');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(subject).toHaveAccessibleDescription('Nenhum assunto corresponde ao texto digitado.');
    expect(subject).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    await elapse(LIST_CLOSE_DELAY_MS);
    expect(subject).toHaveValue('');
    expect(await screen.findByText('Este campo não pode estar vazio')).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
  });

  it('closes the list 250 ms after blur', async () => {
    const { user, subject } = setup(true, true);
    await user.click(subject);
    await user.tab();
    expect(subject).toHaveAttribute('aria-expanded', 'true');
    await elapse(LIST_CLOSE_DELAY_MS - 1);
    expect(subject).toHaveAttribute('aria-expanded', 'true');
    await elapse(1);
    expect(subject).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('Escape closes the list and tells the enclosing modal it was handled', async () => {
    const { user, subject } = setup(true, true);
    await user.click(subject);
    const escapes: boolean[] = [];
    const listener = (event: KeyboardEvent) => escapes.push(event.defaultPrevented);
    document.addEventListener('keydown', listener);
    await user.keyboard('{Escape}');
    expect(subject).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    document.removeEventListener('keydown', listener);
    expect(escapes).toEqual([true, false]);
  });

  it('keeps the focus in the field when an option is clicked', async () => {
    const { user, subject, chooseSubject } = setup(true, true);
    await chooseSubject('Problemas com login');
    expect(subject).toHaveFocus();
    expect(subject).toHaveValue('Problemas com login');
    await waitFor(() => expect(subject).toHaveAttribute('aria-expanded', 'false'));
    await user.click(subject);
    expect(options()).toHaveLength(5);
  });
});
