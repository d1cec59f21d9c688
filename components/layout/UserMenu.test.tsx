import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  it('greets the customer and opens the account menu with the five entries', async () => {
    const user = userEvent.setup();
    renderWithIntl(<UserMenu names="Mariana Souza" onLogout={jest.fn()} />);
    // Named by its visible text (WCAG 2.5.3 label in name); the menu it opens is 'Menu da conta de …'.
    const button = screen.getByRole('button', { name: 'Olá, Mariana Souza' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The open menu's code loads on opening.
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Meu Perfil', 'Alterar a senha', 'Meus Agendamentos', 'Meus dados e privacidade', 'Meu painel', 'Sair']);
    expect(screen.getByRole('menuitem', { name: 'Meu Perfil' })).toHaveAttribute('href', '/auth/perfil');
    expect(screen.getByRole('menuitem', { name: 'Alterar a senha' })).toHaveAttribute('href', '/auth/perfil/senha');
    expect(screen.getByRole('menuitem', { name: 'Meus Agendamentos' })).toHaveAttribute('href', '/auth/perfil/agendamientos');
    expect(screen.getByRole('menuitem', { name: 'Meus dados e privacidade' })).toHaveAttribute('href', '/auth/perfil/meus-dados');
    expect(screen.getByRole('menuitem', { name: 'Meu painel' })).toHaveAttribute('href', '/auth/meu-painel');
  });

  it('moves with the arrow keys and closes on Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<UserMenu names="Mariana" onLogout={jest.fn()} />);
    const button = screen.getByRole('button', { name: /Mariana/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    // The focus goes to the first item once the list has come.
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Meu Perfil' })).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Sair' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('calls onLogout from Sair', async () => {
    const user = userEvent.setup();
    const onLogout = jest.fn();
    renderWithIntl(<UserMenu names="Mariana" onLogout={onLogout} />);
    await user.click(screen.getByRole('button', { name: /Mariana/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
