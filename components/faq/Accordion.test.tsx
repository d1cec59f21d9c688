import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const ITEMS = [
  { id: 'one', title: 'Como faço o meu cadastro?', content: 'Pelo formulário Ativar conta.' },
  { id: 'two', title: 'Quem pode usar os serviços?', content: 'Clientes com seguro ativo.' },
];

describe('Accordion', () => {
  it('renders every answer in the DOM, hidden, in a region labelled by its button', () => {
    render(<Accordion items={ITEMS} />);
    for (const { title, content } of ITEMS) {
      const button = screen.getByRole('button', { name: title });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.closest('h3')).not.toBeNull();
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'region');
      expect(panel).toHaveAttribute('aria-labelledby', button.id);
      expect(panel).toHaveAttribute('hidden');
      expect(panel).toHaveTextContent(content);
    }
  });

  it('opens and closes an answer, independently of the others', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} />);
    const first = screen.getByRole('button', { name: ITEMS[0]!.title });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: ITEMS[0]!.title })).toBeVisible();
    expect(screen.getByRole('button', { name: ITEMS[1]!.title })).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works with the keyboard (Enter and Space)', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} headingLevel={2} />);
    const second = screen.getByRole('button', { name: ITEMS[1]!.title });
    expect(second.closest('h2')).not.toBeNull();
    second.focus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});
