import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { getFocusableElements, useFocusTrap } from './useFocusTrap';

function Trap({ active, children, label = 'trap' }: { active: boolean; children: ReactNode; label?: string }) {
  const ref = useFocusTrap<HTMLDivElement>(active);
  return (
    <div ref={ref} tabIndex={-1} aria-label={label} role="group">
      {children}
    </div>
  );
}

function Harness({ children }: { children: ReactNode }) {
  const [active, setActive] = useState(false);
  return (
    <>
      <button onClick={() => setActive(true)}>Abrir</button>
      <button>Fora</button>
      {active && (
        <Trap active>
          {children}
          <button onClick={() => setActive(false)}>Sair</button>
        </Trap>
      )}
    </>
  );
}

describe('useFocusTrap', () => {
  it('focuses the first focusable element on activation', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <input aria-label="Primeiro" />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('textbox', { name: 'Primeiro' })).toHaveFocus();
  });

  it('prefers an element marked data-autofocus', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <input aria-label="Primeiro" />
        <input aria-label="Segundo" data-autofocus />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('textbox', { name: 'Segundo' })).toHaveFocus();
  });

  it('moves focus to a data-autofocus element that comes later (content loaded on demand)', async () => {
    function Later({ loaded }: { loaded: boolean }) {
      return (
        <Trap active>
          <button>Fechar</button>
          {loaded ? <input aria-label="CPF" data-autofocus /> : <p>Carregando…</p>}
          <button>Outro</button>
        </Trap>
      );
    }
    const { rerender } = render(<Later loaded={false} />);
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
    rerender(<Later loaded />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveFocus());
  });

  it('leaves focus where the customer moved it before the late data-autofocus element came', async () => {
    const user = userEvent.setup();
    function Later({ loaded }: { loaded: boolean }) {
      return (
        <Trap active>
          <button>Fechar</button>
          <button>Ajuda</button>
          {loaded && <input aria-label="CPF" data-autofocus />}
        </Trap>
      );
    }
    const { rerender } = render(<Later loaded={false} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ajuda' })).toHaveFocus();
    rerender(<Later loaded />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('button', { name: 'Ajuda' })).toHaveFocus();
  });

  it('focuses the container when nothing inside can take focus', () => {
    render(
      <Trap active>
        <p>Sem controles</p>
      </Trap>,
    );
    expect(screen.getByRole('group', { name: 'trap' })).toHaveFocus();
  });

  it('cycles Tab and Shift+Tab inside the container', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <input aria-label="Primeiro" />
        <button disabled>Desativado</button>
        <a href="#destino">Link</a>
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const first = screen.getByRole('textbox', { name: 'Primeiro' });
    const last = screen.getByRole('button', { name: 'Sair' });

    await user.tab();
    expect(screen.getByRole('link', { name: 'Link' })).toHaveFocus();
    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('brings focus back in when it was outside the container', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <input aria-label="Primeiro" />
      </Harness>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Primeiro' })).toHaveFocus();
  });

  it('restores focus to the element focused before activation', async () => {
    const user = userEvent.setup();
    render(
      <Harness>
        <input aria-label="Primeiro" />
      </Harness>,
    );
    const opener = screen.getByRole('button', { name: 'Abrir' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(opener).toHaveFocus();
  });

  it('only the most recently activated trap handles Tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Trap active label="baixo">
          <button>Baixo 1</button>
          <button>Baixo 2</button>
        </Trap>
        <Trap active label="cima">
          <button>Cima 1</button>
          <button>Cima 2</button>
        </Trap>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cima 1' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cima 1' })).toHaveFocus();
  });

  it('getFocusableElements skips disabled, hidden and tabindex=-1 elements', () => {
    const container = document.createElement('div');
    container.innerHTML = `
      <button>a</button><button disabled>b</button><input type="hidden" />
      <span tabindex="-1">c</span><span tabindex="0">d</span>
      <div hidden><button>e</button></div><a>no href</a><a href="#">f</a>`;
    expect(getFocusableElements(container).map((el) => el.textContent)).toEqual(['a', 'd', 'f']);
  });
});
