import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { EcosystemSelection } from './EcosystemSelection';

const logout = jest.fn(async () => undefined);
jest.mock('./useLogout', () => ({ useLogout: () => logout }));

beforeEach(() => logout.mockClear());

describe('EcosystemSelection: Cancelar', () => {
  it('says what happens first; the safe answer has the focus and goes back to the choice', async () => {
    const user = userEvent.setup();
    renderWithIntl(<EcosystemSelection onChosen={() => undefined} />);
    await user.click(screen.getByRole('radio', { name: /EMPREGABILIDADE/ }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const question = screen.getByRole('alertdialog', { name: 'Sair sem escolher um perfil?' });
    expect(question).toHaveAccessibleDescription(expect.stringContaining('poderá escolher o seu perfil quando acessar a sua conta novamente'));
    expect(screen.getByRole('button', { name: 'Voltar à escolha' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /EMPREGABILIDADE/ })).toBeChecked();
    expect(logout).not.toHaveBeenCalled();
  });

  it("'Sair' logs out", async () => {
    const user = userEvent.setup();
    renderWithIntl(<EcosystemSelection onChosen={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
