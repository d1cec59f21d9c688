import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/testing/render';
import { ModalFrame } from './ModalFrame';

function Stacked() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <ModalFrame open={outer} onClose={() => setOuter(false)} labelledBy="outer-title" placement="right">
      <h2 id="outer-title">Painel</h2>
      <button onClick={() => setInner(true)}>Ver termos</button>
      <ModalFrame open={inner} onClose={() => setInner(false)} labelledBy="inner-title">
        <h2 id="inner-title">Termos</h2>
        <button>Aceito</button>
      </ModalFrame>
    </ModalFrame>
  );
}

describe('ModalFrame', () => {
  it('with stacked modals, Escape closes only the top one and focus returns inside the lower one', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Stacked />);
    const opener = screen.getByRole('button', { name: 'Ver termos' });
    await user.click(opener);
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Aceito' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: 'Aceito' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Painel');
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('paints a nested modal above its parent even when both open in the same commit', () => {
    renderWithIntl(
      <ModalFrame open onClose={jest.fn()} labelledBy="o" placement="right">
        <h2 id="o">Painel</h2>
        <ModalFrame open onClose={jest.fn()} labelledBy="i" role="alertdialog">
          <h2 id="i">Erro</h2>
        </ModalFrame>
      </ModalFrame>,
    );
    const zIndex = (dialog: HTMLElement) => Number(dialog.parentElement?.style.zIndex);
    expect(zIndex(screen.getByRole('dialog'))).toBe(50);
    expect(zIndex(screen.getByRole('alertdialog'))).toBe(51);
  });

  it('a modal opened together with a modal nested in it leaves the nested one on top', async () => {
    const user = userEvent.setup();
    const onOuterClose = jest.fn();
    const onInnerClose = jest.fn();
    renderWithIntl(
      <ModalFrame open onClose={onOuterClose} labelledBy="o" placement="right">
        <h2 id="o">Painel</h2>
        <button>Do painel</button>
        <ModalFrame open onClose={onInnerClose} labelledBy="i" role="alertdialog">
          <h2 id="i">Erro</h2>
          <button>ACEITAR</button>
        </ModalFrame>
      </ModalFrame>,
    );
    expect(screen.getByRole('button', { name: 'ACEITAR' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'ACEITAR' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onInnerClose).toHaveBeenCalledTimes(1);
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('can use alertdialog and ignore backdrop clicks', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(
      <ModalFrame open onClose={onClose} labelledBy="t" role="alertdialog" dismissOnBackdrop={false}>
        <h2 id="t">Aviso</h2>
      </ModalFrame>,
    );
    expect(screen.getByRole('alertdialog')).toHaveAccessibleName('Aviso');
    await user.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not close when a child already handled Escape', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(
      <ModalFrame open onClose={onClose} labelledBy="t">
        <h2 id="t">Contato</h2>
        <input aria-label="Assunto" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </ModalFrame>,
    );
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});
