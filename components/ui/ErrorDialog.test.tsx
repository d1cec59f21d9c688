import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { ErrorDialog } from './ErrorDialog';
import { recentSupportCode } from './shownSupportCode';

describe('ErrorDialog', () => {
  it("is an alertdialog titled 'Error' with an ACEITAR button that closes it", async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(<ErrorDialog open onClose={onClose} message="Tente novamente mais tarde." />);
    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Tente novamente mais tarde.');
    expect(screen.getByRole('heading', { level: 2, name: 'Error' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'ACEITAR' });
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes a custom title, button label and action', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const onAction = jest.fn();
    renderWithIntl(
      <ErrorDialog
        open
        onClose={onClose}
        title="Usuário já registrado"
        message="Acesse seus serviços."
        actionLabel="ACESSAR MINHA CONTA"
        onAction={onAction}
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Usuário já registrado' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ACEITAR' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ACESSAR MINHA CONTA' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('traps focus, closes on Escape, but not on a backdrop click', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(
      <>
        <button>Atrás</button>
        <ErrorDialog open onClose={onClose} title="Erro na conexão" message="Tente novamente mais tarde." />
      </>,
    );
    const button = screen.getByRole('button', { name: 'ACEITAR' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the failed request's support code under the message, and remembers it for the contact form", () => {
    sessionStorage.clear();
    renderWithIntl(<ErrorDialog open onClose={jest.fn()} message="Tente novamente mais tarde." supportCode="K7Q2-9XWD" />);
    expect(screen.getByRole('alertdialog', { name: 'Error' })).toHaveTextContent('Código do atendimento: K7Q2-9XWD');
    expect(recentSupportCode()).toBe('K7Q2-9XWD');
  });

  it('shows no code without one', () => {
    renderWithIntl(<ErrorDialog open onClose={jest.fn()} message="Tente novamente mais tarde." />);
    expect(screen.getByRole('alertdialog', { name: 'Error' })).not.toHaveTextContent('Código do atendimento');
  });
});
