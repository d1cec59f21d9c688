import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { SuccessModal } from './SuccessModal';

describe('SuccessModal', () => {
  it('shows title and message, labelled and described, with ACEITAR focused by default', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(<SuccessModal open onClose={onClose} title="Mensagem enviada" message="A sua mensagem foi enviada corretamente" />);
    const dialog = screen.getByRole('dialog', { name: 'Mensagem enviada' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('A sua mensagem foi enviada corretamente');
    const button = screen.getByRole('button', { name: 'ACEITAR' });
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('accepts a custom button label', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(<SuccessModal open onClose={onClose} title="PARABÉNS" buttonLabel="Acessar benefícios" />);
    expect(screen.queryByRole('button', { name: 'ACEITAR' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Acessar benefícios' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and renders nothing when closed', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = renderWithIntl(<SuccessModal open onClose={onClose} title="PARABÉNS" />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<SuccessModal open={false} onClose={onClose} title="PARABÉNS" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
