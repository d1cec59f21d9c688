import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { LoadFailure } from './LoadFailure';

describe('LoadFailure', () => {
  it("announces the page's own texts with a retry link; no dialog unless asked", () => {
    renderWithIntl(<LoadFailure title="Não foi possível carregar os cursos" message="Tente de novo." retry={{ label: 'Tentar de novo', href: '/auth/meus-cursos' }} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'Não foi possível carregar os cursos' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Tente de novo.');
    expect(within(alert).getByRole('link', { name: 'Tentar de novo' })).toHaveAttribute('href', '/auth/meus-cursos');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("a client read that could not reach the insurer: 'Erro na conexão' first, then the retry button", async () => {
    const retry = jest.fn();
    const user = userEvent.setup();
    renderWithIntl(<LoadFailure message="Não foi possível carregar os horários." failure={{ problem: 'connection', message: '' }} retry={{ label: 'Tentar novamente', onClick: retry }} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro na conexão' });
    await user.click(within(dialog).getByRole('button', { name: 'ACEITAR' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os horários.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("a refusal shows the insurer's message; a session that is over, the way to log in again (in the page's words when given)", () => {
    const { unmount } = renderWithIntl(
      <LoadFailure message="Não foi possível carregar." failure={{ problem: 'refused', message: 'Este serviço não faz parte dos seus benefícios.' }} retry={{ label: 'Tentar novamente', onClick: jest.fn() }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Este serviço não faz parte dos seus benefícios.');
    unmount();
    renderWithIntl(
      <LoadFailure message="x" failure={{ problem: 'expired' }} expired={{ message: 'Sua sessão expirou.', label: 'Acessar minha conta' }} retry={{ label: 'Tentar de novo', href: '/x' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sua sessão expirou.');
    expect(screen.getByRole('link', { name: 'Acessar minha conta' })).toHaveAttribute('href', '/?login=1');
    expect(screen.queryByRole('link', { name: 'Tentar de novo' })).not.toBeInTheDocument();
  });

  it("a full reload when asked: a plain link ('' is the page itself)", () => {
    renderWithIntl(<LoadFailure message="m" retry={{ label: 'Tentar novamente', href: '', reload: true, control: 'cv-retry' }} />);
    const link = screen.getByText('Tentar novamente');
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '');
    expect(link).toHaveAttribute('data-control', 'cv-retry');
  });

  it("shows the failed read's support code under its text and in 'Erro na conexão'", async () => {
    renderWithIntl(
      <LoadFailure message="Não foi possível carregar." failure={{ problem: 'connection', message: '', supportCode: 'K7Q2-9XWD' }} retry={{ label: 'Tentar novamente', onClick: jest.fn() }} />,
    );
    expect(await screen.findByRole('alertdialog', { name: 'Erro na conexão' })).toHaveTextContent('Código do atendimento: K7Q2-9XWD');
    // The support code's component comes on demand, as the dialog's does.
    await waitFor(() => expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('Código do atendimento: K7Q2-9XWD'));
  });
});
