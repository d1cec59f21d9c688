import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PanelProvider, usePanels } from '@/components/auth/PanelProvider';
import { renderWithIntl } from '@/testing/render';
import { CpfAccessForm } from './CpfAccessForm';

function OpenPanel() {
  return <output data-testid="open-panel">{usePanels().open ?? 'none'}</output>;
}

function renderForm() {
  renderWithIntl(
    <PanelProvider>
      <CpfAccessForm />
      <OpenPanel />
    </PanelProvider>,
  );
  return { user: userEvent.setup(), input: screen.getByLabelText('CPF'), submit: screen.getByRole('button', { name: 'Acessar benefícios' }) };
}

describe('CpfAccessForm', () => {
  beforeEach(() => localStorage.clear());

  it('clears the stored document when the banner shows', () => {
    localStorage.setItem('document', '52998224725');
    renderForm();
    expect(localStorage.getItem('document')).toBeNull();
  });

  it('is a numeric field with the CPF mask', async () => {
    const { user, input } = renderForm();
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', '___.___.___-__');
    await user.type(input, '529a98224725');
    expect(input).toHaveValue('529.982.247-25');
  });

  it("says 'Você deve preencher o campo' when empty, announced and tied to the field", async () => {
    const { user, input, submit } = renderForm();
    await user.click(submit);
    const message = screen.getByText('Você deve preencher o campo');
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Primeiro acesso? Digite seu CPF para criar a sua conta. Você deve preencher o campo');
    expect(input).toHaveFocus();
    expect(screen.getByTestId('open-panel')).toHaveTextContent('none');
  });

  it("says 'Número insuficiente de dígitos' when short, and clears the message on typing", async () => {
    const { user, input, submit } = renderForm();
    await user.type(input, '5299822');
    await user.click(submit);
    expect(input).toHaveAccessibleDescription('Primeiro acesso? Digite seu CPF para criar a sua conta. Número insuficiente de dígitos');
    await user.type(input, '4');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Número insuficiente de dígitos')).not.toBeInTheDocument();
  });

  it('refuses a CPF with wrong check digits', async () => {
    const { user, input, submit } = renderForm();
    await user.type(input, '52998224726');
    await user.click(submit);
    expect(input).toHaveAccessibleDescription('Primeiro acesso? Digite seu CPF para criar a sua conta. CPF inválido');
    expect(localStorage.getItem('cpf')).toBeNull();
  });

  it('stores the 11 digits under cpf and opens the sign-up panel', async () => {
    const { user, input } = renderForm();
    await user.type(input, '52998224725{Enter}');
    expect(localStorage.getItem('cpf')).toBe('52998224725');
    expect(screen.getByTestId('open-panel')).toHaveTextContent('signup');
  });

  it('works when the browser blocks web storage: the banner shows and still opens sign-up', async () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const spies = [
      jest.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked),
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked),
      jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked),
    ];
    try {
      const { user, input } = renderForm();
      await user.type(input, '52998224725{Enter}');
      expect(screen.getByTestId('open-panel')).toHaveTextContent('signup');
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
  });
});
