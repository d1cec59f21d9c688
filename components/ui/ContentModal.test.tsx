import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/testing/render';
import { ContentModal, type ContentModalProps } from './ContentModal';

const LABEL = 'Aceito os Termos e Condições da Política.';

function Harness(props: Partial<ContentModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Termos e Condições</button>
      <ContentModal open={open} onClose={() => setOpen(false)} title="Termos e Condições" {...props}>
        <p>Texto legal</p>
      </ContentModal>
    </>
  );
}

describe('ContentModal', () => {
  it('is a modal dialog labelled by its title, with scrollable content and a close button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Termos e Condições' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('max-w-[770px]');
    expect(screen.getByText('Texto legal').parentElement).toHaveClass('overflow-y-auto');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no checkbox nor action button by default', () => {
    renderWithIntl(<Harness />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ACEITAR' })).not.toBeInTheDocument();
  });

  it('keeps the action disabled until the acknowledgement box is ticked', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    renderWithIntl(<Harness acknowledgeLabel={LABEL} actionLabel="Continuar" onAction={onAction} />);
    const action = screen.getByRole('button', { name: 'Continuar' });
    expect(action).toBeDisabled();
    await user.click(action);
    expect(onAction).not.toHaveBeenCalled();

    await user.click(screen.getByRole('checkbox', { name: LABEL }));
    expect(action).toBeEnabled();
    await user.click(action);
    expect(onAction).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('checkbox', { name: LABEL }));
    expect(action).toBeDisabled();
  });

  it('defaults the action to ACEITAR closing the modal, and starts unticked on every opening', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness acknowledgeLabel={LABEL} />);
    await user.click(screen.getByRole('checkbox', { name: LABEL }));
    await user.click(screen.getByRole('button', { name: 'ACEITAR' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Termos e Condições' }));
    expect(screen.getByRole('checkbox', { name: LABEL })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'ACEITAR' })).toBeDisabled();
  });

  it('without acknowledgeLabel the action is enabled at once', () => {
    renderWithIntl(<Harness onAction={() => {}} />);
    expect(screen.getByRole('button', { name: 'ACEITAR' })).toBeEnabled();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
