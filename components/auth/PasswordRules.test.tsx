import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/testing/render';
import { PasswordRules } from './PasswordRules';

const ruleStates = () =>
  screen.getAllByRole('listitem').map((item) => ({
    text: item.textContent,
    icon: item.querySelector('[data-rule-icon]')?.getAttribute('data-rule-icon'),
  }));

describe('PasswordRules', () => {
  it('lists the four rules, each failed with its text alternative, and senha baixa for an empty password', () => {
    renderWithIntl(<PasswordRules password="" />);
    expect(ruleStates()).toEqual([
      { text: 'De 8 a 16 caracteres: não atendido', icon: 'failed' },
      { text: 'Pelo menos uma letra minúscula: não atendido', icon: 'failed' },
      { text: 'Pelo menos uma letra maiúscula: não atendido', icon: 'failed' },
      { text: 'Pelo menos um destes caracteres especiais: ! " @ * ? # / ( ): não atendido', icon: 'failed' },
    ]);
    expect(screen.getByText('senha baixa')).toBeInTheDocument();
  });

  it('marks each rule met as it is met (accents count as letters)', () => {
    renderWithIntl(<PasswordRules password="ação" />);
    const [length, lower, upper, special] = screen.getAllByRole('listitem');
    expect(within(lower!).getByText(': atendido')).toBeInTheDocument();
    expect(lower!.querySelector('[data-rule-icon]')).toHaveAttribute('data-rule-icon', 'ok');
    for (const item of [length!, upper!, special!]) expect(item.querySelector('[data-rule-icon]')).toHaveAttribute('data-rule-icon', 'failed');
  });

  it.each([
    ['abcdefgh', 'senha baixa'],
    ['Abcdefg!', 'senha média'],
    ['Beneficio@2026', 'senha alta'],
  ])('labels %s as %s in a live region', (password, label) => {
    renderWithIntl(<PasswordRules password={password} />);
    const strength = screen.getByText(label);
    expect(strength.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    expect(strength.closest('[aria-live]')).toHaveTextContent(`Força da senha: ${label}`);
  });

  it('all icons are ok for a password that meets every rule', () => {
    renderWithIntl(<PasswordRules password="Ção(abc)d" />);
    expect(ruleStates().every((rule) => rule.icon === 'ok' && rule.text?.endsWith(': atendido'))).toBe(true);
  });
});
