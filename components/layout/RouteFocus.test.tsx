import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouteFocus } from './RouteFocus';

let pathname = '/auth/inicio-fazer-cursos';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

/** A page as the frames render it: a header with a button, then main#conteudo with its content. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <button type="button">Meus benefícios</button>
      </header>
      <main id="conteudo">{children}</main>
      <RouteFocus />
    </>
  );
}

function navigate(rerender: (ui: ReactNode) => void, to: string, page: ReactNode) {
  pathname = to;
  rerender(<Frame>{page}</Frame>);
}

beforeEach(() => {
  pathname = '/auth/inicio-fazer-cursos';
});

describe('RouteFocus', () => {
  it('leaves the focus alone on the first load', () => {
    render(
      <Frame>
        <h1>Cursos online</h1>
      </Frame>,
    );
    expect(document.body).toHaveFocus();
  });

  it('focuses the new page’s h1 (tabindex -1, without scrolling) after a navigation to another path', () => {
    const { rerender } = render(
      <Frame>
        <h1>Cursos online</h1>
      </Frame>,
    );
    const link = screen.getByRole('button');
    link.focus();
    const focus = jest.spyOn(HTMLElement.prototype, 'focus');
    navigate(rerender, '/auth/itt/marketing', <h1>Orientação em marketing digital</h1>);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    focus.mockRestore();
  });

  it('does nothing when only the query changes (the path stays)', () => {
    const { rerender } = render(
      <Frame>
        <h1>Vagas</h1>
      </Frame>,
    );
    screen.getByRole('button').focus();
    // usePathname has no query: a new page of results is the same path.
    navigate(rerender, '/auth/inicio-fazer-cursos', <h1>Vagas</h1>);
    expect(screen.getByRole('button')).toHaveFocus();
  });

  it('keeps a focus the page placed inside its main itself (the CV builder’s sections)', () => {
    const { rerender } = render(
      <Frame>
        <h1>Currículo</h1>
        <h2 tabIndex={-1}>Personalizar</h2>
      </Frame>,
    );
    screen.getByRole('heading', { level: 2 }).focus();
    navigate(
      rerender,
      '/auth/curriculo/dados-pessoais',
      <>
        <h1>Currículo</h1>
        <h2 tabIndex={-1}>Personalizar</h2>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('focuses a heading that arrives after the navigation (streamed)', async () => {
    const { rerender } = render(
      <Frame>
        <h1>Cursos online</h1>
      </Frame>,
    );
    navigate(rerender, '/auth/perfil', <p>Carregando…</p>);
    expect(document.body).toHaveFocus();
    await act(async () => rerender(<Frame><h1>Meu Perfil</h1></Frame>));
    expect(screen.getByRole('heading', { level: 1, name: 'Meu Perfil' })).toHaveFocus();
  });
});
