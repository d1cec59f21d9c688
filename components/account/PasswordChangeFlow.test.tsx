import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import type { ApiError } from '@/lib/bff/protocol';
import type { PasswordChanged } from '@/lib/account/contract';
import { PasswordChangeFlow } from './PasswordChangeFlow';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }) }));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
function answer(status: number, body: PasswordChanged | ApiError) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);
}

const LOCK = 'Por segurança, as alterações que pedem a senha atual foram bloqueadas depois de várias tentativas com a senha incorreta. Tente novamente em 15 minutos.';

beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  global.fetch = fetchMock;
});

function setup(lock: Parameters<typeof PasswordChangeFlow>[0]['lock'] = null) {
  const user = userEvent.setup();
  renderWithIntl(<PasswordChangeFlow lock={lock} />);
  return {
    user,
    current: screen.getByLabelText('Senha atual', { selector: 'input' }),
    next: screen.getByLabelText('Nova senha', { selector: 'input' }),
    confirm: screen.getByLabelText('Confirme a nova senha', { selector: 'input' }),
    submit: screen.getByRole('button', { name: 'Alterar senha' }),
  };
}

describe('PasswordChangeFlow', () => {
  it('keeps submit disabled until the current password, the rules and the confirmation all pass', async () => {
    const { user, current, next, confirm, submit } = setup();
    expect(submit).toBeDisabled();
    await user.type(next, 'fraca');
    expect(screen.getByText('senha baixa')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-rule-icon="failed"]').length).toBeGreaterThan(0);
    await user.clear(next);
    await user.type(next, 'Nova(Senha)9');
    expect(document.querySelectorAll('[data-rule-icon="failed"]')).toHaveLength(0);
    await user.type(confirm, 'Nova(Senha)8');
    await user.tab();
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.clear(confirm);
    await user.type(confirm, 'Nova(Senha)9');
    expect(submit).toBeDisabled();
    await user.type(current, 'Beneficio@2026');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('refuses a new password equal to the current one before sending', async () => {
    const { user, current, next } = setup();
    await user.type(current, 'Beneficio@2026');
    await user.type(next, 'Beneficio@2026');
    await user.tab();
    expect(await screen.findByText('A nova senha deve ser diferente da senha atual.')).toBeInTheDocument();
  });

  async function fill(fields: ReturnType<typeof setup>) {
    await fields.user.type(fields.current, 'Beneficio@2026');
    await fields.user.type(fields.next, 'Nova(Senha)9');
    await fields.user.type(fields.confirm, 'Nova(Senha)9');
  }

  it('shows the refusal, keeps what was typed and puts the focus back on the first field', async () => {
    const fields = setup();
    await fill(fields);
    answer(400, { error: 'business', code: '101', message: 'A senha atual não confere. Verifique e tente novamente.' });
    await fields.user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('A senha atual não confere.');
    expect(fields.current).toHaveValue('Beneficio@2026');
    expect(fields.next).toHaveValue('Nova(Senha)9');
    expect(fields.current).toHaveFocus();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/account/password');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ currentPassword: 'Beneficio@2026', password: 'Nova(Senha)9', confirmPassword: 'Nova(Senha)9' });
  });

  it('a success shows the modal and a fresh, empty form', async () => {
    const fields = setup();
    await fill(fields);
    answer(200, { changed: true });
    await fields.user.click(fields.submit);
    const modal = await screen.findByRole('dialog', { name: 'Senha alterada' });
    expect(modal).toHaveTextContent('Sua senha foi alterada com sucesso.');
    await fields.user.click(screen.getByRole('button', { name: 'ACEITAR' }));
    expect(screen.getByLabelText('Senha atual', { selector: 'input' })).toHaveValue('');
  });

  it('a 429 locks the form with the message and asks the server for the lock’s end', async () => {
    const fields = setup();
    await fill(fields);
    answer(429, { error: 'tooMany', code: 'TOO_MANY_ATTEMPTS', message: LOCK });
    await fields.user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(LOCK);
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByLabelText('Senha atual', { selector: 'input' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Alterar senha' })).toBeDisabled();
  });

  it('locked by the server: disabled, with the message and the time it opens again', () => {
    const { current, next, submit } = setup({ message: LOCK, until: '14:32', untilMs: Date.now() + 60_000 });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Troca de senha bloqueada');
    expect(alert).toHaveTextContent('Você poderá tentar novamente a partir das 14:32.');
    expect(current).toBeDisabled();
    expect(next).toBeDisabled();
    expect(submit).toBeDisabled();
  });
});
