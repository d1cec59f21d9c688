import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { LogoBriefForm } from './LogoBriefForm';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

beforeEach(() => push.mockReset());

describe('LogoBriefForm', () => {
  it('asks the page for the proposals of the brief, through the address', async () => {
    const user = userEvent.setup();
    renderWithIntl(<LogoBriefForm initial={{}} invalid={false} />);
    await user.type(screen.getByRole('textbox', { name: 'Nome do negócio' }), '  Café   São João 🍰 ');
    await user.type(screen.getByRole('textbox', { name: 'Slogan (opcional)' }), 'Desde 1998');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Segmento' }), 'Alimentação e bebidas');
    await user.click(screen.getByRole('radio', { name: 'Emblema' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fonte' }), 'Lobster');
    await user.click(screen.getByRole('button', { name: 'Ver propostas' }));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
    const url = new URL(push.mock.calls[0][0], 'http://localhost');
    expect(url.pathname).toBe('/auth/itt/logo');
    expect(url.hash).toBe('#propostas');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Café São João 🍰',
      slogan: 'Desde 1998',
      segment: 'alimentacao',
      type: 'emblema',
      palette: 'roxo',
      font: 'lobster',
    });
  });

  it('shows pt-BR messages for a missing or too long name, and does not ask', async () => {
    const user = userEvent.setup();
    renderWithIntl(<LogoBriefForm initial={{}} invalid={false} />);
    await user.click(screen.getByRole('button', { name: 'Ver propostas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Informe o nome do negócio.');
    await user.type(screen.getByRole('textbox', { name: 'Nome do negócio' }), 'x'.repeat(61));
    expect(await screen.findByText('O nome pode ter no máximo 60 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nome do negócio' })).toHaveAttribute('aria-invalid', 'true');
    expect(push).not.toHaveBeenCalled();
  });

  it('60 emoji are 60 characters: accepted', async () => {
    const user = userEvent.setup();
    renderWithIntl(<LogoBriefForm initial={{ name: '🌻'.repeat(60) }} invalid={false} />);
    await user.click(screen.getByRole('button', { name: 'Ver propostas' }));
    await waitFor(() => expect(push).toHaveBeenCalledTimes(1));
  });

  it('an invalid brief in the address shows its errors at once', async () => {
    renderWithIntl(<LogoBriefForm initial={{ name: 'Loja', type: 'holograma' }} invalid />);
    expect(await screen.findByText('Escolha uma das opções.')).toBeInTheDocument();
  });
});
