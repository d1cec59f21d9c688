import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { CodeDialog, type CodeDialogProps } from './CodeDialog';

function setup(overrides: Partial<CodeDialogProps> = {}) {
  const props: CodeDialogProps = {
    email: 'ana@exemplo.com.br',
    onConfirm: jest.fn().mockResolvedValue('handled'),
    onResend: jest.fn().mockResolvedValue(true),
    onEdit: jest.fn(),
    ...overrides,
  };
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithIntl(<CodeDialog {...props} />);
  const boxes = Array.from({ length: 6 }, (_, i) => screen.getByRole('textbox', { name: `Dígito ${i + 1} de 6` }));
  return { props, user, boxes };
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirmar código' });
const resendButton = () => screen.getByRole('button', { name: 'Reenviar código' });
const values = (boxes: HTMLElement[]) => boxes.map((box) => (box as HTMLInputElement).value).join('');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('CodeDialog', () => {
  it('opens as a dialog named by its title, with six numeric boxes and confirm disabled', () => {
    const { boxes } = setup();
    expect(screen.getByRole('dialog', { name: 'Enviamos um código por e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/ana@exemplo\.com\.br/)).toBeInTheDocument();
    expect(boxes.every((box) => box.getAttribute('inputmode') === 'numeric')).toBe(true);
    expect(confirmButton()).toBeDisabled();
  });

  it('auto-advances while typing and enables confirm only with 6 digits', async () => {
    const { user, boxes, props } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('12345');
    expect(boxes[5]).toHaveFocus();
    expect(confirmButton()).toBeDisabled();
    await user.keyboard('x');
    expect(values(boxes)).toBe('12345');
    await user.keyboard('6');
    expect(values(boxes)).toBe('123456');
    expect(confirmButton()).toBeEnabled();
    await user.click(confirmButton());
    expect(props.onConfirm).toHaveBeenCalledWith('123456');
  });

  it('Backspace on an empty box goes back and clears the previous digit', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[0]!);
    await user.keyboard('123');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[2]).toHaveFocus();
    expect(values(boxes)).toBe('12');
    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect(values(boxes)).toBe('1');
  });

  it('a pasted 6-digit code fills every box', async () => {
    const { user, boxes } = setup();
    await user.click(boxes[2]!);
    await user.paste('98 76-54');
    expect(values(boxes)).toBe('987654');
    expect(boxes[5]).toHaveFocus();
    expect(confirmButton()).toBeEnabled();
  });

  it('counts 120 s down before Reenviar código is enabled, restarts on resend and flags the second send', async () => {
    const { user, props } = setup();
    expect(resendButton()).toBeDisabled();
    expect(screen.getByText('Você poderá pedir um novo código em 02:00.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(119_000));
    expect(screen.getByText('Você poderá pedir um novo código em 00:01.')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(resendButton()).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(resendButton());
    expect(props.onResend).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Enviamos um novo código');
    expect(screen.getByText('Você poderá pedir um novo código em 02:00.')).toBeInTheDocument();
    expect(resendButton()).toBeDisabled();
  });

  it('keeps the countdown when the resend fails', async () => {
    const { user } = setup({ onResend: jest.fn().mockResolvedValue(false) });
    act(() => jest.advanceTimersByTime(120_000));
    await user.click(resendButton());
    await waitFor(() => expect(resendButton()).toBeEnabled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a wrong code says so and clears the boxes', async () => {
    const { user, boxes } = setup({ onConfirm: jest.fn().mockResolvedValue('wrong') });
    await user.click(boxes[0]!);
    await user.keyboard('000000');
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido: você digitou um código diferente do enviado');
    expect(values(boxes)).toBe('');
    expect(boxes[0]).toHaveFocus();
    expect(confirmButton()).toBeDisabled();
  });

  it('Editar meus dados goes back to the form', async () => {
    const { user, props } = setup();
    await user.click(screen.getByRole('button', { name: 'Editar meus dados' }));
    expect(props.onEdit).toHaveBeenCalled();
  });
});
