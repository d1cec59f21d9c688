import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Load } from '@/lib/bff/client';
import type { ApiError } from '@/lib/bff/protocol';
import type { AppointmentView, AppointmentsView, AvailabilityView, DaySlotsView } from '@/lib/booking/contract';
import { holdAnswer } from '@/testing/held-answer';
import { renderWithIntl } from '@/testing/render';
import { AppointmentsList } from './AppointmentsList';
import { NOW_INTERVAL_MS } from './useNow';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
type Body = AppointmentsView | AppointmentView | AvailabilityView | DaySlotsView | ApiError;
const response = (status: number, body: Body) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;
function answer(status: number, body: Body) {
  fetchMock.mockResolvedValueOnce(response(status, body));
}
/** An answer held until the test lets it arrive (testing/held-answer.ts). */
const answerLater = (status: number, body: Body) => holdAnswer(fetchMock, response(status, body));

const MINUTE = 60_000;
/** The browser's clock: 02/03/2026 14:29:57 in Brazil. */
const NOW = Date.parse('2026-03-02T14:29:57-03:00');
const at = (local: string) => new Date(`${local}-03:00`).toISOString();

const appointment = (id: number, change: Partial<AppointmentView>): AppointmentView => ({
  id,
  service: 'specialist',
  start: at('2026-03-10T10:00:00'),
  state: 'active',
  note: '',
  joinUrl: `https://videochamada.example.com/sala/${id}`,
  ...change,
});
const SOON = appointment(1, { start: at('2026-03-02T14:30:00'), note: 'Preparar entrevista' });
const LATER = appointment(2, { service: 'specialist', start: at('2026-03-20T08:00:00'), state: 'created' });
const PAST = appointment(3, { start: at('2026-02-23T10:00:00') });
const CANCELLED = appointment(4, { start: at('2026-03-12T11:00:00'), state: 'deleted' });

const elapse = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

/** The list as the page read it on the server. */
const listed = (...appointments: AppointmentView[]): Load<AppointmentsView> => ({ kind: 'ready', data: { appointments } });

function setup(initial: Load<AppointmentsView>, bookable: ('specialist' | 'marketing' | 'finance')[] = ['specialist']) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithIntl(<AppointmentsList bookable={bookable} initial={initial} appointmentsUrl="https://portal.example/auth/perfil/agendamientos" />);
  return { user };
}
const section = (name: string) => screen.getByRole('region', { name });
const cardOf = (region: HTMLElement, index: number) => within(region).getAllByRole('article')[index]!;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

describe('Meus Agendamentos', () => {
  it('shows upcoming appointments first (soonest first), then the past and cancelled ones, each with its state and message', async () => {
    setup(listed(PAST, LATER, CANCELLED, SOON));
    // The page's read is the first paint: no skeleton, no request.
    const upcoming = screen.getByRole('region', { name: 'Próximos agendamentos' });
    expect(screen.queryByRole('status', { busy: true })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(within(upcoming).getAllByRole('article')).toHaveLength(2);
    const first = cardOf(upcoming, 0);
    expect(within(first).getByRole('heading', { name: 'Fale com um especialista' })).toBeInTheDocument();
    expect(first).toHaveTextContent('segunda-feira, 02/03/2026, às 14:30');
    expect(first).toHaveTextContent('Situação: Confirmado');
    expect(first).toHaveTextContent('Horário confirmado com o profissional, que espera por você até 10 minutos após o início.');
    expect(first).toHaveTextContent('Assunto: Preparar entrevista');
    expect(cardOf(upcoming, 1)).toHaveTextContent('Situação: Agendado');
    expect(cardOf(upcoming, 1)).toHaveTextContent('sexta-feira, 20/03/2026, às 08:00');
    expect(within(cardOf(upcoming, 1)).getByRole('button', { name: 'Reagendar' })).toBeInTheDocument();
    // Each upcoming one can go to the customer's calendar (the past and cancelled ones have no buttons).
    for (const [index, id] of [[0, 1], [1, 2]] as const) {
      expect(within(cardOf(upcoming, index)).getByRole('button', { name: 'Adicionar à agenda', expanded: false })).toBeInTheDocument();
      expect(within(cardOf(upcoming, index)).getByRole('link', { name: /\.ics/, hidden: true })).toHaveAttribute('href', `/api/appointments/${id}/ics`);
    }

    const past = section('Anteriores e cancelados');
    expect(within(past).getAllByRole('article').map((card) => within(card).getByText(/\/2026/).textContent)).toEqual([
      'quinta-feira, 12/03/2026, às 11:00',
      'segunda-feira, 23/02/2026, às 10:00',
    ]);
    const cancelled = cardOf(past, 0);
    expect(cancelled).toHaveTextContent('Situação: Cancelado');
    expect(cancelled).toHaveTextContent('Este agendamento foi cancelado e o horário ficou livre para outras pessoas.');
    // No join link, no actions: only the file that takes it out of a calendar.
    expect(within(cancelled).getAllByRole('link').map((link) => link.textContent)).toEqual(['Remover da agenda (arquivo .ics)']);
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
    expect(within(cardOf(past, 1)).queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the join link at the start, on the browser’s clock, and moves the appointment to the past 10 minutes later', async () => {
    setup(listed(SOON));
    const upcoming = await screen.findByRole('region', { name: 'Próximos agendamentos' });
    const join = () => within(upcoming).getByRole('link', { name: /Entrar na videochamada/ });
    expect(join()).toHaveAttribute('aria-disabled', 'true');
    await elapse(NOW_INTERVAL_MS);
    expect(join()).toHaveAttribute('href', SOON.joinUrl);
    // Started: no more reschedule or cancel.
    expect(within(upcoming).queryByRole('button', { name: 'Cancelar agendamento' })).not.toBeInTheDocument();
    await elapse(10 * MINUTE);
    expect(screen.getByRole('region', { name: 'Próximos agendamentos' })).toHaveTextContent('Você não tem videochamadas agendadas.');
    expect(section('Anteriores e cancelados')).toHaveTextContent('O link desta videochamada não está mais disponível.');
  });

  it('without upcoming appointments, links to the booking pages of the customer’s services', async () => {
    setup(listed(), ['marketing', 'finance']);
    const upcoming = await screen.findByRole('region', { name: 'Próximos agendamentos' });
    expect(upcoming).toHaveTextContent('Você não tem videochamadas agendadas.');
    expect(within(upcoming).getByRole('link', { name: 'Orientação em marketing digital' })).toHaveAttribute('href', '/auth/itt/marketing');
    expect(within(upcoming).getByRole('link', { name: 'Orientação financeira' })).toHaveAttribute('href', '/auth/itt/orientacao-financeira');
    expect(screen.queryByRole('region', { name: 'Anteriores e cancelados' })).not.toBeInTheDocument();
  });

  it('says so when the customer has no video service', async () => {
    setup(listed(), []);
    expect(await screen.findByText('As videochamadas com especialistas não fazem parte dos benefícios do seu seguro.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('cancels after confirmation: DELETE, then the confirmation and a fresh list', async () => {
    const { user } = setup(listed(LATER));
    await user.click(await screen.findByRole('button', { name: 'Cancelar agendamento' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancelar este agendamento?' });
    expect(dialog).toHaveTextContent(
      'A videochamada de Fale com um especialista marcada para sexta-feira, 20/03/2026, às 08:00 será cancelada, e o horário ficará livre para outras pessoas.',
    );
    expect(within(dialog).getByRole('button', { name: 'Voltar' })).toHaveFocus();
    const cancelled = answerLater(200, { ...LATER, state: 'deleted' });
    // The fresh list comes while the confirmation is open.
    const list = answerLater(200, { appointments: [{ ...LATER, state: 'deleted' }] });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar' }));
    await cancelled();
    // Told in place, announced, with no dialog to dismiss.
    const done = await within(section('Próximos agendamentos')).findByRole('status');
    expect(done).toHaveTextContent('Agendamento cancelado');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [path, init] = fetchMock.mock.calls[0]!;
    expect([path, init?.method, init?.body]).toEqual(['/api/appointments/2', 'DELETE', '{}']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/appointments');
    await list();
    const past = await screen.findByRole('region', { name: 'Anteriores e cancelados' });
    expect(past).toHaveTextContent('Situação: Cancelado');
    // The card left the upcoming ones with the button the cancellation came from: focus goes to its title.
    await elapse(50);
    expect(within(cardOf(past, 0)).getByRole('heading', { level: 3 })).toHaveFocus();
    expect(section('Próximos agendamentos')).toHaveTextContent('Agendamento cancelado');
  });

  it('a cancelled appointment still to come offers its cancellation file, to take it out of the calendar; a past one does not', async () => {
    setup(listed(PAST, CANCELLED));
    const past = section('Anteriores e cancelados');
    const remove = within(past).getByRole('link', { name: 'Remover da agenda (arquivo .ics)' });
    expect(remove).toHaveAttribute('href', '/api/appointments/4/ics');
    expect(remove).toHaveAttribute('download');
    expect(remove).toHaveAccessibleDescription('Se você adicionou esta videochamada à sua agenda, abra este arquivo para removê-la.');
    expect(within(past).getAllByRole('link', { name: /Remover da agenda/ })).toHaveLength(1);
    expect(within(cardOf(past, 0)).queryByRole('button', { name: 'Adicionar à agenda' })).not.toBeInTheDocument();
  });

  it('reschedules: the current day is shown with the current slot marked; another slot is sent with PATCH', async () => {
    const { user } = setup(listed(LATER));
    const reagendar = await screen.findByRole('button', { name: 'Reagendar' });
    answer(200, {
      service: 'specialist',
      booked: LATER,
      days: { '2026-03-20': 2 },
    });
    // The current day's slots, read with the days.
    answer(200, { day: '2026-03-20', slots: [{ start: LATER.start, free: 1 }, { start: at('2026-03-20T08:30:00'), free: 2 }] });
    await user.click(reagendar);
    const dialog = await screen.findByRole('dialog', { name: 'Reagendar: Fale com um especialista' });
    expect(dialog).toHaveTextContent('Horário atual: sexta-feira, 20/03/2026, às 08:00.');
    expect(await within(dialog).findByRole('radio', { name: '08:00 seu horário atual' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: '08:30' }));
    const moved = { ...LATER, start: at('2026-03-20T08:30:00'), state: 'updated' as const };
    const rescheduled = answerLater(200, moved);
    answer(200, { appointments: [moved] });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar novo horário' }));
    await rescheduled();
    expect(await within(section('Próximos agendamentos')).findByRole('status')).toHaveTextContent(
      'Agendamento reagendado! Sua videochamada agora está marcada para sexta-feira, 20/03/2026, às 08:30 (horário de Brasília).',
    );
    expect(fetchMock.mock.calls.slice(0, 2).map(([path]) => path)).toEqual([
      '/api/appointments/availability?service=specialist',
      '/api/appointments/slots?service=specialist&day=2026-03-20',
    ]);
    const [path, init] = fetchMock.mock.calls[2]!;
    expect([path, init?.method, JSON.parse(String(init?.body))]).toEqual(['/api/appointments/2', 'PATCH', { start: moved.start }]);
    expect(section('Próximos agendamentos')).toHaveTextContent('Situação: Reagendado');
  });

  it('Voltar keeps the appointment', async () => {
    const { user } = setup(listed(LATER));
    await user.click(await screen.findByRole('button', { name: 'Cancelar agendamento' }));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed cancel shows the connection error and keeps the appointment', async () => {
    const { user } = setup(listed(LATER));
    await user.click(await screen.findByRole('button', { name: 'Cancelar agendamento' }));
    answer(504, { error: 'timeout', message: 'Erro na conexão, tente novamente mais tarde.' });
    await user.click(screen.getByRole('button', { name: 'Sim, cancelar' }));
    expect(await screen.findByRole('alertdialog', { name: 'Erro na conexão' })).toBeInTheDocument();
    expect(section('Próximos agendamentos')).toHaveTextContent('Situação: Agendado');
  });

  it('a list that cannot be read: the connection error, then a retry', async () => {
    const { user } = setup({ kind: 'failed', problem: 'connection', message: 'Erro na conexão, tente novamente mais tarde.' });
    expect(await screen.findByRole('alertdialog', { name: 'Erro na conexão' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ACEITAR' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os seus agendamentos.');
    const list = answerLater(200, { appointments: [LATER] });
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await list();
    expect(await screen.findByRole('region', { name: 'Próximos agendamentos' })).toHaveTextContent('Agendado');
  });
});
