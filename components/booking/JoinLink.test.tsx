import { screen } from '@testing-library/react';
import { renderWithIntl } from '@/testing/render';
import { JoinLink } from './JoinLink';

const ZONES = ['UTC', 'Asia/Tokyo', 'America/Sao_Paulo'];
const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

const MINUTE = 60_000;
/** 14:30 in Brazil on 02/03/2026 (17:30 UTC). */
const START = Date.parse('2026-03-02T14:30:00-03:00');
const URL = 'https://videochamada.example.com/sala/abc';

const renderAt = (now: number) => renderWithIntl(<JoinLink start={START} url={URL} now={now} />);
const link = () => screen.getByRole('link', { name: /Entrar na videochamada/ });

describe.each(ZONES)('the join link with the browser in %s', (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });

  it('before the start: disabled, saying when it opens and closes (Brazil time)', () => {
    renderAt(START - 1);
    expect(link()).toHaveAttribute('aria-disabled', 'true');
    expect(link()).not.toHaveAttribute('href');
    expect(screen.getByText('O link abre em 02/03/2026 às 14:30 e fica disponível até as 14:40.')).toBeInTheDocument();
  });

  it('from the start: a link to the room in a new tab', () => {
    renderAt(START);
    expect(link()).toHaveAttribute('href', URL);
    expect(link()).toHaveAttribute('target', '_blank');
    expect(link()).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link()).toHaveAccessibleName('Entrar na videochamada (abre em nova aba)');
    expect(screen.getByText('Disponível até as 14:40.')).toBeInTheDocument();
  });

  it('still open a millisecond before 10 minutes after the start', () => {
    renderAt(START + 10 * MINUTE - 1);
    expect(link()).toHaveAttribute('href', URL);
  });

  it('closed 10 minutes after the start: no link', () => {
    renderAt(START + 10 * MINUTE);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('O link desta videochamada não está mais disponível.')).toBeInTheDocument();
  });
});
