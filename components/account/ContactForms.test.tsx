import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import type { ApiError } from '@/lib/bff/protocol';
import type { ContactView, EmailCodeSent } from '@/lib/account/contract';
import { EmailForm } from './EmailForm';
import { PhoneForm } from './PhoneForm';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
function answer(status: number, body: ContactView | EmailCodeSent | ApiError) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);
}
const sent = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index]!;
  return { url, method: init?.method, body: JSON.parse(String(init?.body)) as unknown };
};

const CURRENT = 'mariana.oliveira@exemplo.com.br';
const PASSWORD = 'Beneficio@2026';
const MISMATCH: ApiError = { error: 'business', code: '105', message: 'A senha atual não confere. Verifique e tente novamente.' };
/** The step-up field of a form (the e-mail's or the phone's: both are on the profile page). */
const passwordOf = (form: string) => within(screen.getByRole('form', { name: form })).getByLabelText('Senha atual');
const NEW = 'mariana.nova@exemplo.com.br';

beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  global.fetch = fetchMock;
});

describe('PhoneForm', () => {
  it('shows the phone masked, checks the 11 digits and saves with PUT', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PhoneForm initialPhone="11987654321" />);
    const field = screen.getByRole('textbox', { name: 'Celular' });
    expect(field).toHaveValue('(11) 98765-4321');
    await user.clear(field);
    await user.type(field, '2191234');
    await user.click(screen.getByRole('button', { name: 'Salvar celular' }));
    expect(await screen.findByText('Digite os 11 números do celular, com o DDD.')).toBeInTheDocument();
    // Both fields are wrong: the focus goes to the first.
    expect(field).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(passwordOf('Alterar celular'), PASSWORD);
    await user.type(field, '5678');
    answer(200, { email: CURRENT, phone: '21912345678' });
    await user.click(screen.getByRole('button', { name: 'Salvar celular' }));
    // A routine success: told in place and announced, the focus left where it was.
    expect(await screen.findByRole('status')).toHaveTextContent('Celular atualizado Seu celular agora é (21) 91234-5678.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar celular' })).toHaveFocus();
    expect(sent()).toEqual({ url: '/api/account/phone', method: 'PUT', body: { phone: '21912345678', currentPassword: PASSWORD } });
    expect(refresh).toHaveBeenCalled();
    // The password is not kept once used.
    expect(passwordOf('Alterar celular')).toHaveValue('');
  });

  it('asks for the current password (labelled, required) and keeps what was typed when it is wrong', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PhoneForm initialPhone="11987654321" />);
    const field = screen.getByRole('textbox', { name: 'Celular' });
    await user.clear(field);
    await user.type(field, '21912345678');
    await user.click(screen.getByRole('button', { name: 'Salvar celular' }));
    expect(await screen.findByText('Você deve preencher o campo')).toBeInTheDocument();
    expect(passwordOf('Alterar celular')).toHaveFocus();
    expect(passwordOf('Alterar celular')).toHaveAccessibleDescription(/Você deve preencher o campo/);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(passwordOf('Alterar celular'), 'Errada@2026');
    answer(400, MISMATCH);
    await user.click(screen.getByRole('button', { name: 'Salvar celular' }));
    expect(await screen.findByText(MISMATCH.message)).toBeInTheDocument();
    expect(passwordOf('Alterar celular')).toHaveFocus();
    expect(passwordOf('Alterar celular')).toHaveValue('Errada@2026');
    expect(field).toHaveValue('(21) 91234-5678');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(passwordOf('Alterar celular')).toHaveAttribute('type', 'text');
  });

  it('the current number is refused without a call', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PhoneForm initialPhone="11987654321" />);
    await user.type(passwordOf('Alterar celular'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Salvar celular' }));
    expect(await screen.findByText('O celular informado é igual ao atual.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('EmailForm', () => {
  async function requestCode() {
    const user = userEvent.setup();
    renderWithIntl(<EmailForm initialEmail={CURRENT} />);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(field);
    await user.type(field, NEW);
    await user.type(passwordOf('Alterar e-mail'), PASSWORD);
    answer(200, { sent: true });
    await user.click(screen.getByRole('button', { name: 'Alterar e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviamos um código por e-mail' });
    return { user, field, dialog };
  }

  it('sends the code to the new address and says so in the dialog', async () => {
    const { dialog } = await requestCode();
    expect(dialog).toHaveTextContent(`Digite o código de 6 dígitos que enviamos para o novo e-mail, ${NEW}.`);
    expect(sent()).toEqual({ url: '/api/account/email', method: 'POST', body: { email: NEW, currentPassword: PASSWORD } });
  });

  it('a wrong current password is told under its field; the new address and the password stay', async () => {
    const user = userEvent.setup();
    renderWithIntl(<EmailForm initialEmail={CURRENT} />);
    const field = screen.getByRole('textbox', { name: 'E-mail' });
    await user.clear(field);
    await user.type(field, NEW);
    await user.click(screen.getByRole('button', { name: 'Alterar e-mail' }));
    expect(await screen.findByText('Você deve preencher o campo')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(passwordOf('Alterar e-mail'), 'Errada@2026');
    answer(400, MISMATCH);
    await user.click(screen.getByRole('button', { name: 'Alterar e-mail' }));
    expect(await screen.findByText(MISMATCH.message)).toBeInTheDocument();
    expect(passwordOf('Alterar e-mail')).toHaveFocus();
    expect(passwordOf('Alterar e-mail')).toHaveValue('Errada@2026');
    expect(field).toHaveValue(NEW);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Corrigir o novo e-mail' closes the dialog and keeps what was typed", async () => {
    const { user, field, dialog } = await requestCode();
    await user.click(within(dialog).getByRole('button', { name: 'Corrigir o novo e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveValue(NEW);
  });

  it('a wrong code clears the boxes with the message; the right one saves the address', async () => {
    const { user, field, dialog } = await requestCode();
    await user.click(within(dialog).getByRole('textbox', { name: 'Dígito 1 de 6' }));
    answer(400, { error: 'business', code: '104', message: 'Código inválido: você digitou um código diferente do enviado' });
    await user.keyboard('111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar código' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Código inválido: você digitou um código diferente do enviado');
    answer(200, { email: NEW, phone: '11987654321' });
    await user.keyboard('222222');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar código' }));
    const modal = await screen.findByRole('dialog', { name: 'E-mail atualizado' });
    expect(modal).toHaveTextContent(`Seu e-mail agora é ${NEW}.`);
    expect(sent(2)).toEqual({ url: '/api/account/email/confirm', method: 'POST', body: { code: '222222' } });
    expect(field).toHaveValue(NEW);
    expect(refresh).toHaveBeenCalled();
  });

  it('an expired change opens the error dialog over the code dialog', async () => {
    const { user, dialog } = await requestCode();
    await user.click(within(dialog).getByRole('textbox', { name: 'Dígito 1 de 6' }));
    await user.keyboard('123456');
    answer(400, { error: 'business', code: 'EMAIL_CHANGE_EXPIRED', message: 'O código expirou.' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('O código expirou.');
  });

  it('the current address is refused without a call', async () => {
    const user = userEvent.setup();
    renderWithIntl(<EmailForm initialEmail={CURRENT} />);
    await user.type(passwordOf('Alterar e-mail'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Alterar e-mail' }));
    expect(await screen.findByText('O e-mail informado é igual ao atual.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
