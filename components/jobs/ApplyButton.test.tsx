import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { ApplyButton } from './ApplyButton';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

const OFFER = { id: 42, title: 'Soldador', partner: 'Vagas Parceiras', applyUrl: 'https://www.vagasparceiras.com.br/vagas/42-soldador-recife-pe' };

beforeEach(() => {
  replace.mockReset();
  window.history.replaceState(null, '', '/auth/ofertas-emprego/42?q=soldador');
});

async function openNotice() {
  const user = userEvent.setup();
  renderWithIntl(<ApplyButton offer={OFFER} />);
  const apply = screen.getByRole('button', { name: 'Candidatar-se' });
  await user.click(apply);
  const dialog = await screen.findByRole('dialog', { name: 'Você está saindo do Portal de Benefícios' });
  return { user, apply, dialog };
}

test("'Candidatar-se' opens the leaving notice, which names the offer and the partner, with focus on 'Continuar'", async () => {
  const { dialog } = await openNotice();
  expect(dialog).toHaveAccessibleDescription(
    'A vaga “Soldador” será aberta no site do parceiro Vagas Parceiras, em uma nova aba. Lá valem os termos de uso e a política de privacidade do parceiro.',
  );
  expect(dialog).toHaveTextContent('nenhuma empresa séria cobra para você se candidatar');
  const proceed = screen.getByRole('link', { name: 'Continuar (abre em uma nova aba)' });
  await waitFor(() => expect(proceed).toHaveFocus());
  expect(proceed).toHaveAttribute('href', OFFER.applyUrl);
  expect(proceed).toHaveAttribute('target', '_blank');
  expect(proceed).toHaveAttribute('rel', 'noopener noreferrer');
});

test('Escape closes it and gives focus back to the button; so does the way back', async () => {
  const { user, apply } = await openNotice();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(apply).toHaveFocus();
  await user.click(apply);
  await user.click(await screen.findByRole('button', { name: 'Voltar para a vaga' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(replace).not.toHaveBeenCalled();
});

test('Tab stays inside the notice', async () => {
  const { user } = await openNotice();
  const proceed = screen.getByRole('link', { name: /Continuar/ });
  await waitFor(() => expect(proceed).toHaveFocus());
  await user.tab();
  expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Voltar para a vaga' })).toHaveFocus();
  await user.tab();
  expect(proceed).toHaveFocus();
});

test("'Continuar' closes the notice and leaves this page marked for the satisfaction survey", async () => {
  const { user } = await openNotice();
  const proceed = screen.getByRole('link', { name: /Continuar/ });
  // jsdom does not open tabs: keep the link's default action out of the way.
  proceed.addEventListener('click', (event) => event.preventDefault());
  await user.click(proceed);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(replace).toHaveBeenCalledWith('/auth/ofertas-emprego/42?q=soldador&serviceName=procurar-emprego', { scroll: false });
});
