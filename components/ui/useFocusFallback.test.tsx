import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFocusFallback } from './useFocusFallback';

function Removable() {
  const ref = useFocusFallback<HTMLButtonElement>('fallback');
  return (
    <button ref={ref} type="button">
      Excluir
    </button>
  );
}

/** An item with its button, then (after a refresh) without it. */
function List({ gone }: { gone: boolean }) {
  return (
    <section>
      <h2 id="fallback" tabIndex={-1}>
        Lista
      </h2>
      {!gone && <Removable />}
      <button type="button">Outro</button>
    </section>
  );
}

const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe('useFocusFallback', () => {
  it('sends focus to the fallback when the control goes while it has focus', async () => {
    const { rerender } = render(<List gone={false} />);
    screen.getByRole('button', { name: 'Excluir' }).focus();
    rerender(<List gone />);
    await nextFrame();
    expect(screen.getByRole('heading', { name: 'Lista' })).toHaveFocus();
  });

  it('leaves focus alone when something else has it', async () => {
    const { rerender } = render(<List gone={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Outro' }));
    rerender(<List gone />);
    await nextFrame();
    expect(screen.getByRole('button', { name: 'Outro' })).toHaveFocus();
  });

  it('keeps focus on the control when it only re-renders', async () => {
    const { rerender } = render(<List gone={false} />);
    const button = screen.getByRole('button', { name: 'Excluir' });
    button.focus();
    rerender(<List gone={false} />);
    await nextFrame();
    expect(button).toHaveFocus();
  });
});
