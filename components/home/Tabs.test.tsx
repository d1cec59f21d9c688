import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { Tabs } from './Tabs';

const ITEMS = [
  { id: 'a', label: 'Primeira', panel: <p>Conteúdo A</p> },
  { id: 'b', label: 'Segunda', panel: <p>Conteúdo B</p> },
  { id: 'c', label: 'Terceira', panel: <p>Conteúdo C</p> },
];

function renderTabs() {
  renderWithIntl(<Tabs label="Produtos" items={ITEMS} />);
  return { user: userEvent.setup(), tab: (name: string) => screen.getByRole('tab', { name }) };
}

function expectSelected(name: string) {
  const tab = screen.getByRole('tab', { name });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(tab).toHaveAttribute('tabindex', '0');
  expect(tab).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName(name);
  for (const other of screen.getAllByRole('tab').filter((t) => t !== tab)) {
    expect(other).toHaveAttribute('aria-selected', 'false');
    expect(other).toHaveAttribute('tabindex', '-1');
  }
}

describe('Tabs', () => {
  it('renders a labelled tab list whose tabs control their panels; all panels are in the DOM', () => {
    const { tab } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Produtos' })).toBeInTheDocument();
    const panel = document.getElementById(tab('Segunda').getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('role', 'tabpanel');
    expect(panel).toHaveAttribute('hidden');
    expect(panel).toHaveTextContent('Conteúdo B');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Conteúdo A');
  });

  it('opens on the tab given as initial (the customer’s ecosystem), the only one in the Tab order; an unknown id opens the first', () => {
    const { unmount } = renderWithIntl(<Tabs label="Produtos" items={ITEMS} initial="b" />);
    expect(screen.getByRole('tab', { name: 'Segunda' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Segunda' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Primeira' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Conteúdo B');
    unmount();
    renderWithIntl(<Tabs label="Produtos" items={ITEMS} initial="z" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Conteúdo A');
  });

  it('moves and selects with the arrow keys, wrapping around', async () => {
    const { user, tab } = renderTabs();
    tab('Primeira').focus();
    await user.keyboard('{ArrowRight}');
    expectSelected('Segunda');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectSelected('Primeira');
    await user.keyboard('{ArrowLeft}');
    expectSelected('Terceira');
  });

  it('goes to the first and last tab with Home and End', async () => {
    const { user, tab } = renderTabs();
    tab('Primeira').focus();
    await user.keyboard('{End}');
    expectSelected('Terceira');
    await user.keyboard('{Home}');
    expectSelected('Primeira');
  });

  it('keeps only the selected tab in the Tab order', async () => {
    const { user, tab } = renderTabs();
    await user.click(tab('Segunda'));
    expectSelected('Segunda');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab({ shift: true });
    expect(tab('Segunda')).toHaveFocus();
  });
});
