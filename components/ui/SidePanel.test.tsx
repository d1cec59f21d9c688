import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/testing/render';
import { SidePanel, type ModalType } from './SidePanel';

function Harness({ modalType = 'login', onClose }: { modalType?: ModalType; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Minha conta</button>
      <SidePanel
        open={open}
        onClose={() => {
          setOpen(false);
          onClose?.();
        }}
        title="Acesse seus benefícios"
        modalType={modalType}
      >
        <label>
          CPF <input />
        </label>
        <button type="submit">Acessar</button>
      </SidePanel>
    </>
  );
}

async function openPanel(props?: Parameters<typeof Harness>[0]) {
  const user = userEvent.setup();
  renderWithIntl(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Minha conta' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('SidePanel', () => {
  beforeEach(() => localStorage.clear());

  it('renders nothing while closed', () => {
    renderWithIntl(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog labelled by its h2 title, in a portal on document.body', async () => {
    const { dialog } = await openPanel();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const title = screen.getByRole('heading', { level: 2, name: 'Acesse seus benefícios' });
    expect(dialog).toHaveAttribute('aria-labelledby', title.id);
    expect(dialog).toHaveAccessibleName('Acesse seus benefícios');
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('is full height, full width on mobile and at most 770 px wide on desktop', async () => {
    const { dialog } = await openPanel();
    expect(dialog).toHaveClass('h-dvh', 'w-full', 'desktop:max-w-[770px]', 'ml-auto');
  });

  it('focuses the close button first, then traps Tab and Shift+Tab', async () => {
    const { user } = await openPanel();
    const close = screen.getByRole('button', { name: 'Fechar' });
    const cpf = screen.getByRole('textbox', { name: 'CPF' });
    const submit = screen.getByRole('button', { name: 'Acessar' });
    expect(close).toHaveFocus();

    await user.tab();
    expect(cpf).toHaveFocus();
    await user.tab();
    expect(submit).toHaveFocus();
    await user.tab(); // from the last: back to the first
    expect(close).toHaveFocus();
    await user.tab({ shift: true }); // from the first: to the last
    expect(submit).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const { user, opener } = await openPanel({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the "Fechar" button and returns focus to the opener', async () => {
    const { user, opener } = await openPanel();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click', async () => {
    const { user } = await openPanel();
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps temp.modalType in localStorage while open, merged with temp, and removes it on close', async () => {
    localStorage.setItem('temp', JSON.stringify({ keep: true }));
    const { user } = await openPanel({ modalType: 'password-reset' });
    expect(JSON.parse(localStorage.getItem('temp') ?? '{}')).toEqual({ keep: true, modalType: 'password-reset' });
    await user.keyboard('{Escape}');
    expect(JSON.parse(localStorage.getItem('temp') ?? '{}')).toEqual({ keep: true });
  });

  it('removes temp when modalType was all it held', async () => {
    const { user } = await openPanel({ modalType: 'signup' });
    expect(localStorage.getItem('temp')).toBe('{"modalType":"signup"}');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(localStorage.getItem('temp')).toBeNull();
  });

  it('follows a change of modalType while open', () => {
    const { rerender } = renderWithIntl(
      <SidePanel open onClose={() => {}} title="Entrar" modalType="login" />,
    );
    expect(JSON.parse(localStorage.getItem('temp') ?? '{}')).toEqual({ modalType: 'login' });
    rerender(<SidePanel open onClose={() => {}} title="Ativar conta" modalType="signup" />);
    expect(JSON.parse(localStorage.getItem('temp') ?? '{}')).toEqual({ modalType: 'signup' });
  });

  it('locks the page scroll while open', async () => {
    const { user } = await openPanel();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
