import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InfoTooltip } from './InfoTooltip';

const TEXT = 'Este serviço é limitado a até 2 cursos por ano. Inscreva-se!';

function setup() {
  render(
    <>
      <InfoTooltip label="Sobre o limite de inscrições" text={TEXT}>
        <h2>Suas inscrições em 2026</h2>
      </InfoTooltip>
      <button type="button">depois</button>
    </>,
  );
  return { trigger: screen.getByRole('button', { name: 'Sobre o limite de inscrições' }), user: userEvent.setup() };
}

describe('InfoTooltip', () => {
  it('describes its trigger with the text, shown or not', () => {
    const { trigger } = setup();
    expect(trigger).toHaveAccessibleDescription(TEXT);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on focus, hides on Escape (focus stays) and on blur', async () => {
    const { trigger, user } = setup();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(TEXT);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    await user.click(trigger);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  // That it stays while the pointer moves onto it needs a real browser's relatedTarget: e2e/courses.spec.ts.
  it('shows on hover, hides when the pointer leaves', async () => {
    const { trigger, user } = setup();
    await user.hover(trigger);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('a tap shows it (touch) and a tap elsewhere hides it', () => {
    const { trigger } = setup();
    fireEvent.click(trigger);
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.pointerDown(screen.getByRole('tooltip'));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
