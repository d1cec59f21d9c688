import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '@/testing/render';
import { DayCalendar } from './DayCalendar';

const FREE = new Set(['2026-12-01', '2026-12-03', '2026-12-04', '2026-12-10', '2027-01-05']);

/** The calendar as the booking form holds it: the chosen day in the parent's state. */
function Booking({ onSelect = () => {} }: { onSelect?: (day: string) => void }) {
  const [day, setDay] = useState<string | null>(null);
  return (
    <DayCalendar
      freeDays={FREE}
      firstDay="2026-11-29"
      lastDay="2027-01-10"
      selected={day}
      onSelect={(next) => {
        setDay(next);
        onSelect(next);
      }}
    />
  );
}

const dayNamed = (name: string) => screen.getByRole('button', { name });

/**
 * The calendar maps Brazil day keys to calendar dates without a time zone: the same grid and the
 * same chosen day whatever the process's time zone. Node reads TZ again when it changes.
 */
describe.each(['America/Sao_Paulo', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Tokyo'])('DayCalendar with TZ=%s', (zone) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  test('only the free days can be chosen, and a click gives that day key', async () => {
    const onSelect = jest.fn();
    renderWithIntl(<DayCalendar freeDays={new Set(['2026-12-03', '2026-12-04'])} firstDay="2026-12-01" lastDay="2026-12-20" selected={null} onSelect={onSelect} />);
    expect(screen.getByText(/dezembro 2026/i)).toBeInTheDocument();
    const free = screen.getByRole('button', { name: /quinta-feira, 3 de dezembro de 2026/i });
    expect(free).toBeEnabled();
    expect(screen.getByRole('button', { name: /sexta-feira, 4 de dezembro de 2026/i })).toBeEnabled();
    expect(screen.getByRole('button', { name: /quarta-feira, 2 de dezembro de 2026/i })).toBeDisabled();
    await userEvent.click(free);
    expect(onSelect).toHaveBeenCalledWith('2026-12-03');
  });

  test('the chosen day is marked as selected', () => {
    renderWithIntl(<DayCalendar freeDays={new Set(['2026-12-03'])} firstDay="2026-12-01" lastDay="2026-12-20" selected="2026-12-03" onSelect={() => {}} />);
    expect(screen.getByRole('button', { name: 'quinta-feira, 3 de dezembro de 2026, selecionado' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'sexta-feira, 4 de dezembro de 2026' })).toBeDisabled();
  });

  test('a month grid: its name, the weekdays from Sunday, its days on their weekday', () => {
    renderWithIntl(<Booking />);
    const grid = screen.getByRole('grid', { name: 'dezembro 2026' });
    expect(within(grid).getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent)).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
    // The weekdays' row is hidden: the weeks'.
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(5);
    // 1 December 2026 is a Tuesday: the third column (a td of a grid is its gridcell).
    const cells = rows[0]!.querySelectorAll('td');
    expect(cells).toHaveLength(7);
    expect(cells[2]).toHaveTextContent('1');
    expect(cells[0]).toBeEmptyDOMElement();
  });
});

describe('DayCalendar by keyboard (WAI-ARIA date picker grid)', () => {
  test('one Tab stop: the first free day of the month, then the chosen one', async () => {
    renderWithIntl(<Booking />);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dayNamed('terça-feira, 1 de dezembro de 2026')).toHaveFocus();
    expect(within(screen.getByRole('grid')).getAllByRole('button').filter((button) => button.getAttribute('tabindex') === '0')).toHaveLength(1);
    await userEvent.click(dayNamed('sexta-feira, 4 de dezembro de 2026'));
    expect(dayNamed('sexta-feira, 4 de dezembro de 2026, selecionado')).toHaveAttribute('tabindex', '0');
    expect(dayNamed('terça-feira, 1 de dezembro de 2026')).toHaveAttribute('tabindex', '-1');
  });

  test('the arrows skip the days without a slot, Enter chooses: its cell is selected and the choice is announced', async () => {
    const onSelect = jest.fn();
    renderWithIntl(<Booking onSelect={onSelect} />);
    dayNamed('terça-feira, 1 de dezembro de 2026').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(dayNamed('quinta-feira, 3 de dezembro de 2026')).toHaveFocus();
    expect(dayNamed('quinta-feira, 3 de dezembro de 2026')).toHaveAttribute('tabindex', '0');
    expect(dayNamed('terça-feira, 1 de dezembro de 2026')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{ArrowDown}');
    expect(dayNamed('quinta-feira, 10 de dezembro de 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-03');
    const chosen = dayNamed('quinta-feira, 3 de dezembro de 2026, selecionado');
    expect(chosen).toHaveFocus();
    expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('grid').querySelectorAll('[aria-selected="true"]')).toHaveLength(1);
    expect(screen.getByText('Dia escolhido: quinta-feira, 3 de dezembro de 2026.')).toHaveAttribute('role', 'status');
    await userEvent.keyboard('{End}');
    expect(dayNamed('sexta-feira, 4 de dezembro de 2026')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(dayNamed('terça-feira, 1 de dezembro de 2026')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith('2026-12-01');
  });

  test('PageDown and an arrow past the month\'s end show the next month with the focus on its day; PageUp comes back', async () => {
    renderWithIntl(<Booking />);
    dayNamed('quinta-feira, 10 de dezembro de 2026').focus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'janeiro 2027' })).toBeInTheDocument();
    expect(dayNamed('terça-feira, 5 de janeiro de 2027')).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    expect(dayNamed('sexta-feira, 4 de dezembro de 2026')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // No free Friday later: the focus stays.
    expect(dayNamed('sexta-feira, 4 de dezembro de 2026')).toHaveFocus();
    dayNamed('quinta-feira, 10 de dezembro de 2026').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('grid', { name: 'janeiro 2027' })).toBeInTheDocument();
    expect(dayNamed('terça-feira, 5 de janeiro de 2027')).toHaveFocus();
  });

  test('the month buttons go within the booking window only', async () => {
    renderWithIntl(<Booking />);
    const previous = screen.getByRole('button', { name: 'Ir para o mês anterior' });
    const next = screen.getByRole('button', { name: 'Ir para o próximo mês' });
    expect(next).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    expect(screen.getByRole('grid', { name: 'janeiro 2027' })).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(screen.getByRole('grid', { name: 'janeiro 2027' })).toBeInTheDocument();
    await userEvent.click(previous);
    await userEvent.click(previous);
    expect(screen.getByRole('grid', { name: 'novembro 2026' })).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    // November's window has no free day: no day takes the Tab stop.
    expect(within(screen.getByRole('grid')).getAllByRole('button').some((button) => button.hasAttribute('tabindex'))).toBe(false);
  });

  test("today is named 'Hoje, …' and underlined (.calendar-today)", () => {
    jest.useFakeTimers({ now: Date.parse('2026-12-03T02:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      // 23:00 on 2 December in Brazil (already the 3rd in UTC).
      renderWithIntl(<Booking />);
      const today = dayNamed('Hoje, quarta-feira, 2 de dezembro de 2026');
      expect(today).toBeDisabled();
      expect(today.closest('td')).toHaveClass('calendar-today');
    } finally {
      jest.useRealTimers();
    }
  });

  test('a chosen day in a later month opens the calendar on that month', () => {
    renderWithIntl(<DayCalendar freeDays={FREE} firstDay="2026-11-29" lastDay="2027-01-10" selected="2027-01-05" onSelect={() => {}} />);
    expect(screen.getByRole('grid', { name: 'janeiro 2027' })).toBeInTheDocument();
    expect(dayNamed('terça-feira, 5 de janeiro de 2027, selecionado')).toHaveAttribute('tabindex', '0');
  });
});

