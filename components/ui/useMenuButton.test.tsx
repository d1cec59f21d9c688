import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMenuButton } from './useMenuButton';

const pathname = { current: '/a' };
jest.mock('next/navigation', () => ({ usePathname: () => pathname.current }));

function Menu() {
  const { open, rootRef, buttonProps, menuProps } = useMenuButton<HTMLDivElement>();
  return (
    <div ref={rootRef}>
      <button type="button" {...buttonProps}>
        Abrir
      </button>
      {open && (
        <ul {...menuProps} aria-label="Menu">
          {['Um', 'Dois', 'Três'].map((label) => (
            <li key={label} role="none">
              <a role="menuitem" tabIndex={-1} href={`#${label}`}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

beforeEach(() => {
  pathname.current = '/a';
});

describe('useMenuButton', () => {
  it('opens on ↓ at the first item and on ↑ at the last; the arrows wrap, Home and End jump', async () => {
    const user = userEvent.setup();
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Abrir' });
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Três' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Um' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Três' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Três' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Um' })).toHaveFocus();
  });

  it('closes on Tab, on a click outside, and leaves Escape to a modal dialog above it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Menu />
        <p>Fora</p>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Abrir' });
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'Um' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    await user.click(screen.getByText('Fora'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    const modal = document.body.appendChild(Object.assign(document.createElement('div'), { role: 'dialog' }));
    modal.setAttribute('aria-modal', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('menu')).toBeInTheDocument();
    modal.remove();
  });

  it('closes when the page changes under it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Menu />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    pathname.current = '/b';
    rerender(<Menu />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
