import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { API, type LoginResult } from '@/lib/auth/contract';
import { type ApiError } from '@/lib/bff/protocol';
import { LoginForm } from './LoginForm';
import { PanelProvider } from './PanelProvider';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const VALID_CPF = '529.982.247-25';
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

/** jsdom has no Response: the fields requestJson reads are enough. */
function answer(status: number, body: LoginResult | ApiError) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);
}

function setup() {
  const onSuccess = jest.fn();
  const user = userEvent.setup();
  renderWithIntl(
    <PanelProvider>
      <LoginForm onSuccess={onSuccess} />
    </PanelProvider>,
  );
  const cpf = screen.getByRole('textbox', { name: 'CPF' });
  const password = screen.getByLabelText('Senha');
  const submit = screen.getByRole('button', { name: 'Acessar' });
  const fill = async (document = VALID_CPF, secret = 'Beneficio@2026') => {
    await user.type(cpf, document);
    await user.type(password, secret);
  };
  return { user, onSuccess, cpf, password, submit, fill };
}

beforeEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  global.fetch = fetchMock;
  localStorage.clear();
});

describe('LoginForm', () => {
  it('keeps Acessar disabled until the CPF is valid and the password is filled', async () => {
    const { user, cpf, password, submit } = setup();
    expect(submit).toBeDisabled();
    await user.type(cpf, VALID_CPF);
    expect(submit).toBeDisabled();
    await user.type(password, 'x');
    expect(submit).toBeEnabled();
    await user.clear(password);
    expect(submit).toBeDisabled();
  });

  it('says Número insuficiente de dígitos for a short CPF and CPF inválido for wrong check digits', async () => {
    const { user, cpf, password, submit } = setup();
    await user.type(cpf, '529982');
    await user.click(password);
    expect(await screen.findByText('Número insuficiente de dígitos')).toBeInTheDocument();
    await user.type(cpf, '24726');
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    await user.type(password, 'x');
    expect(submit).toBeDisabled();
  });

  it('prefills the CPF from the stored document', () => {
    localStorage.setItem('document', '52998224725');
    const { cpf } = setup();
    expect(cpf).toHaveValue(VALID_CPF);
  });

  it('posts the CPF digits and password, then hands the result over', async () => {
    const result: LoginResult = { names: 'Mariana', ecosystems: [], mustChooseEcosystem: false, redirectTo: null };
    answer(200, result);
    const { user, fill, submit, onSuccess } = setup();
    await fill();
    await user.click(submit);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(result));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(API.login);
    expect(JSON.parse(String(init?.body))).toEqual({ document: '52998224725', password: 'Beneficio@2026' });
  });

  it.each([
    ['101', 'O número do documento e a senha não correspondem, verifique seus dados e tente novamente.'],
    ['102', 'Usuário não registrado ou não possui uma apólice vigente.'],
    ['103', 'Usuário não registrado ou não possui apólice vigente.'],
    ['104', 'Usuário bloqueado por tentativas. Acesse a recuperação de senha.'],
  ])('shows code %s under the password as an alert and keeps what was typed', async (code, text) => {
    answer(400, { error: 'business', code, message: 'server text' });
    const { user, fill, submit, cpf, password, onSuccess } = setup();
    await fill();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(cpf).toHaveValue(VALID_CPF);
    expect(password).toHaveValue('Beneficio@2026');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows the server message for any other code', async () => {
    answer(400, { error: 'business', code: '999', message: 'Mensagem do servidor.' });
    const { user, fill, submit } = setup();
    await fill();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Mensagem do servidor.');
  });

  it('stores the document and goes to /actualizar-clave on ERROR_REGISTER_MASIVE', async () => {
    answer(400, { error: 'business', code: 'ERROR_REGISTER_MASIVE', message: 'x' });
    const { user, fill, submit } = setup();
    await fill('135.792.468-28');
    await user.click(submit);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/actualizar-clave'));
    expect(localStorage.getItem('document')).toBe('13579246828');
  });

  it.each([
    [502, 'upstream'],
    [504, 'timeout'],
  ] as const)('opens the Erro na conexão dialog on %s', async (status, error) => {
    answer(status, { error, message: 'x' });
    const { user, fill, submit } = setup();
    await fill();
    await user.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro na conexão' });
    expect(dialog).toHaveTextContent('Tente novamente mais tarde.');
  });

  it('treats a network failure as a connection error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user, fill, submit } = setup();
    await fill();
    await user.click(submit);
    expect(await screen.findByRole('alertdialog', { name: 'Erro na conexão' })).toBeInTheDocument();
  });

  it('opens the terms with the acceptance box', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Termos e Condições' }));
    const dialog = await screen.findByRole('dialog', { name: 'Termos e Condições' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Aceito os Termos e Condições da Política.' })).not.toBeChecked();
  });
});
