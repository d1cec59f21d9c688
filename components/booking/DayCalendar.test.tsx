import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { DayCalendar } from './DayCalendar';

/**
 * The calendar maps Brazil day keys to plain local dates and back (no TZDate): the same grid and
 * the same chosen day whatever the process's time zone. Node reads TZ again when it changes.
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
});
