import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Load } from '@/lib/bff/client';
import type { ApiError } from '@/lib/bff/protocol';
import type { AppointmentView, AvailabilityView, DaySlotsView } from '@/lib/booking/contract';
import { holdAnswer } from '@/testing/held-answer';
import { renderWithIntl } from '@/testing/render';
import { BookingForm } from './BookingForm';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh: jest.fn() }) }));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
type Body = AvailabilityView | DaySlotsView | AppointmentView | ApiError;
const response = (status: number, body: Body) => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;
function answer(status: number, body: Body) {
  fetchMock.mockResolvedValueOnce(response(status, body));
}
/** An answer held until the test lets it arrive (testing/held-answer.ts). */
const answerLater = (status: number, body: Body) => holdAnswer(fetchMock, response(status, body));

/** The browser's clock: 02/03/2026 09:00 in Brazil. */
const NOW = Date.parse('2026-03-02T09:00:00-03:00');
const at = (local: string) => new Date(`${local}:00-03:00`).toISOString();

const AVAILABILITY: AvailabilityView = {
  service: 'marketing',
  booked: null,
  days: { '2026-03-02': 0, '2026-03-04': 2, '2026-03-05': 1 },
};
/** The slots of 04/03, read when the day is picked. */
const MARCH_4: DaySlotsView = {
  day: '2026-03-04',
  slots: [{ start: at('2026-03-04T10:00'), free: 2 }, { start: at('2026-03-04T10:30'), free: 0 }, { start: at('2026-03-04T11:00'), free: 1 }],
};
const MARCH_5: DaySlotsView = { day: '2026-03-05', slots: [{ start: at('2026-03-05T15:00'), free: 1 }] };
const slotsPath = (day: string) => `/api/appointments/slots?service=marketing&day=${day}`;
const BOOKED: AppointmentView = { id: 9, service: 'marketing', start: at('2026-03-04T10:00'), state: 'created', note: 'Instagram', joinUrl: 'https://videochamada.example.com/sala/9' };

const requests = () => fetchMock.mock.calls.map(([path, init]) => [init?.method ?? 'GET', String(path), init?.body ? JSON.parse(String(init.body)) : undefined]);

/** The page read the slots on the server (`availability`), or could not (a failed Load). */
async function setup(availability: AvailabilityView | Load<AvailabilityView> = AVAILABILITY) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const initial: Load<AvailabilityView> = 'kind' in availability ? availability : { kind: 'ready', data: availability };
  renderWithIntl(<BookingForm service="marketing" adviser="O consultor de marketing digital" initial={initial} calendar={{ title: 'Orientação em marketing digital', appointmentsUrl: 'https://portal.example/auth/perfil/agendamientos' }} />);
  return { user };
}
const day = (name: string) => screen.findByRole('button', { name: new RegExp(`, ${name}$`) });
const confirm = () => screen.getByRole('button', { name: 'Confirmar agendamento' });

async function chooseSlot(user: ReturnType<typeof userEvent.setup>, time = '10:00') {
  answer(200, MARCH_4);
  await user.click(await day('4 de março de 2026'));
  await user.click(await screen.findByRole('radio', { name: time }));
}

beforeEach(() => {
  window.localStorage.clear();
  jest.useFakeTimers({ now: NOW });
  push.mockReset();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(() => jest.useRealTimers());

describe('BookingForm', () => {
  it('enables only the days with free slots, in Portuguese', async () => {
    await setup();
    expect(await day('4 de março de 2026')).toBeEnabled();
    expect(await day('2 de março de 2026')).toBeDisabled();
    expect(await day('3 de março de 2026')).toBeDisabled();
    expect(screen.getByRole('grid', { name: 'março 2026' })).toBeInTheDocument();
    // The page's read is the first paint: no skeleton, no request.
    expect(screen.queryByText('Carregando os horários disponíveis…')).not.toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it("shows the day's slots: free ones to press, full ones as 'esgotado'", async () => {
    const { user } = await setup();
    expect(await screen.findByText('Escolha um dia no calendário para ver os horários.')).toBeInTheDocument();
    let arrive: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    await user.click(await day('4 de março de 2026'));
    // The day's slots are read when it is picked: the loading state until they come.
    expect(screen.getByText('Horários de quarta-feira, 4 de março de 2026')).toBeInTheDocument();
    expect(screen.getByText('Carregando os horários disponíveis…').closest('[aria-busy="true"]')).toHaveAttribute('role', 'status');
    expect(requests()).toEqual([['GET', slotsPath('2026-03-04'), undefined]]);
    await act(async () => arrive({ ok: true, status: 200, json: async () => MARCH_4 } as Response));
    expect(screen.getByText('2 horários livres neste dia.')).toBeInTheDocument();
    expect(screen.queryByText('Carregando os horários disponíveis…')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10:30 esgotado' })).toBeDisabled();
    const ten = screen.getByRole('radio', { name: '10:00' });
    expect(ten).not.toBeChecked();
    await user.click(ten);
    expect(ten).toBeChecked();
    expect(screen.getByText('Horário escolhido: quarta-feira, 04/03/2026, às 10:00.')).toBeInTheDocument();
  });

  it("the day's slots are one radio group: the arrows move and choose (skipping the full ones), Tab leaves for the subject", async () => {
    const { user } = await setup();
    answer(200, MARCH_4);
    await user.click(await day('4 de março de 2026'));
    const group = await screen.findByRole('group', { name: '2. Escolha o horário' });
    const ten = await within(group).findByRole('radio', { name: '10:00' });
    const eleven = within(group).getByRole('radio', { name: '11:00' });
    // One name: one group, one Tab stop.
    expect(new Set(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('name'))).size).toBe(1);
    act(() => ten.focus());
    await user.keyboard('{ArrowRight}');
    expect(eleven).toHaveFocus();
    expect(eleven).toBeChecked();
    expect(screen.getByText('Horário escolhido: quarta-feira, 04/03/2026, às 11:00.')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(ten).toHaveFocus();
    expect(ten).toBeChecked();
    await user.tab();
    expect(screen.getByRole('textbox', { name: '3. Assunto da conversa (opcional)' })).toHaveFocus();
    // Back into the group: on the chosen slot.
    await user.tab({ shift: true });
    expect(ten).toHaveFocus();
  });

  it('books the slot with the note, confirms with what happens next; its survey waits for the end of the call', async () => {
    const { user } = await setup();
    await chooseSlot(user);
    await user.type(screen.getByRole('textbox', { name: '3. Assunto da conversa (opcional)' }), 'Instagram');
    expect(screen.getByText('9 de 500 caracteres')).toBeInTheDocument();
    const booked = answerLater(200, BOOKED);
    answer(200, { ...AVAILABILITY, booked: BOOKED });
    await user.click(confirm());
    await booked();
    const modal = await screen.findByRole('dialog', { name: 'Agendamento recebido!' });
    expect(requests()[1]).toEqual(['POST', '/api/appointments', { service: 'marketing', start: at('2026-03-04T10:00'), note: 'Instagram' }]);
    expect(modal).toHaveTextContent('Sua videochamada está marcada para quarta-feira, 04/03/2026, às 10:00 (horário de Brasília).');
    expect(modal).toHaveTextContent('O consultor de marketing digital confirma o horário em poucos minutos (acompanhe em Meus Agendamentos) e espera por você até 10 minutos após o início.');
    expect(modal).toHaveTextContent('O link da videochamada abre no horário da sessão, em Meus Agendamentos, e fica disponível até 10 minutos após o início.');
    // The confirmation's button takes the first focus, not the calendar's.
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Entendi' })).toHaveFocus());
    // 'Adicionar à agenda': the .ics file, Google Agenda and Outlook; Escape closes the list, not the confirmation.
    const add = within(modal).getByRole('button', { name: 'Adicionar à agenda' });
    expect(add).toHaveAttribute('aria-expanded', 'false');
    await user.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    const ways = within(modal).getByRole('list', { name: 'Adicionar à agenda' });
    expect(within(ways).getByRole('link', { name: 'Baixar arquivo .ics (Apple, Outlook e outros)' })).toHaveAttribute('href', '/api/appointments/9/ics');
    const google = new URL(within(ways).getByRole('link', { name: 'Google Agenda (abre em nova aba)' }).getAttribute('href')!);
    expect(google.searchParams.get('dates')).toBe('20260304T130000Z/20260304T133000Z');
    expect(google.searchParams.get('text')).toBe('Orientação em marketing digital');
    expect(google.searchParams.get('details')).toContain('https://portal.example/auth/perfil/agendamientos');
    const outlook = within(ways).getByRole('link', { name: 'Outlook (abre em nova aba)' });
    expect(outlook).toHaveAttribute('target', '_blank');
    expect(outlook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(new URL(outlook.getAttribute('href')!).searchParams.get('startdt')).toBe('2026-03-04T13:00:00Z');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(add).toHaveAttribute('aria-expanded', 'false');
    expect(add).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Agendamento recebido!' })).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Entendi' }));
    // No survey about a call that has not happened: it is asked at the first visit after the call's end.
    expect(push).not.toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem('pendingSurveys')!)).toEqual([{ id: 9, service: 'marketing', endsAt: Date.parse(at('2026-03-04T10:30')) }]);
    expect(await screen.findByText('Você já tem uma videochamada deste serviço marcada para quarta-feira, 04/03/2026, às 10:00.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver meus agendamentos' })).toHaveAttribute('href', '/auth/perfil/agendamientos');
  });

  it('another day: its slots are read, the slot chosen on the first day is cleared, and the new one is booked', async () => {
    const { user } = await setup();
    await chooseSlot(user);
    expect(screen.getByText('Horário escolhido: quarta-feira, 04/03/2026, às 10:00.')).toBeInTheDocument();
    answer(200, MARCH_5);
    await user.click(await day('5 de março de 2026'));
    expect(await screen.findByText('1 horário livre neste dia.')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '10:00' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Horário escolhido/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '15:00' }));
    const booked = answerLater(200, { ...BOOKED, start: MARCH_5.slots[0]!.start });
    answer(200, { ...AVAILABILITY, booked: { ...BOOKED, start: MARCH_5.slots[0]!.start } });
    await user.click(confirm());
    await booked();
    expect(await screen.findByRole('dialog', { name: 'Agendamento recebido!' })).toHaveTextContent('quinta-feira, 05/03/2026, às 15:00');
    expect(requests().slice(0, 3)).toEqual([
      ['GET', slotsPath('2026-03-04'), undefined],
      ['GET', slotsPath('2026-03-05'), undefined],
      ['POST', '/api/appointments', { service: 'marketing', start: MARCH_5.slots[0]!.start, note: '' }],
    ]);
  });

  it("a day's slots that cannot be read: the connection error, nothing typed is lost, and a retry shows them", async () => {
    const { user } = await setup();
    await user.type(screen.getByRole('textbox', { name: /Assunto/ }), 'Loja');
    answer(504, { error: 'timeout', message: 'Erro na conexão, tente novamente mais tarde.' });
    await user.click(await day('4 de março de 2026'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro na conexão' });
    await user.click(within(dialog).getByRole('button', { name: 'ACEITAR' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os horários disponíveis.');
    expect(screen.getByRole('textbox', { name: /Assunto/ })).toHaveValue('Loja');
    const slots = answerLater(200, MARCH_4);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await slots();
    expect(await screen.findByRole('radio', { name: '10:00' })).toBeEnabled();
    expect(requests()).toEqual([
      ['GET', slotsPath('2026-03-04'), undefined],
      ['GET', slotsPath('2026-03-04'), undefined],
    ]);
  });

  it('asks for a slot before sending anything', async () => {
    const { user } = await setup();
    await day('4 de março de 2026');
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent('Escolha um dia e um horário.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a slot just taken by someone else: says so, refreshes the slots, keeps the note', async () => {
    const { user } = await setup();
    await chooseSlot(user, '11:00');
    await user.type(screen.getByRole('textbox', { name: /Assunto/ }), 'Anúncios');
    const refused = answerLater(400, { error: 'business', code: '101', message: 'Esse horário acabou de ser reservado por outra pessoa. Atualizamos os horários disponíveis: escolha outro.' });
    const taken = { start: at('2026-03-04T11:00'), free: 0 };
    answer(200, { ...AVAILABILITY, days: { ...AVAILABILITY.days, '2026-03-04': 1 } });
    answer(200, { day: '2026-03-04', slots: [...MARCH_4.slots.slice(0, 2), taken] });
    await user.click(confirm());
    // The refusal, the cleared slot and the fresh slots all follow the answer: they settle inside act.
    await refused();
    const dialog = await screen.findByRole('alertdialog', { name: 'Horário indisponível' });
    expect(dialog).toHaveTextContent('Esse horário acabou de ser reservado por outra pessoa.');
    await user.click(within(dialog).getByRole('button', { name: 'ACEITAR' }));
    expect(await screen.findByRole('radio', { name: '11:00 esgotado' })).toBeDisabled();
    expect(requests().map(([method, path]) => `${method} ${path}`)).toEqual([
      `GET ${slotsPath('2026-03-04')}`,
      'POST /api/appointments',
      'GET /api/appointments/availability?service=marketing',
      `GET ${slotsPath('2026-03-04')}`,
    ]);
    expect(screen.getByRole('textbox', { name: /Assunto/ })).toHaveValue('Anúncios');
    expect(screen.queryByText(/Horário escolhido/)).not.toBeInTheDocument();
  });

  it('a connection error keeps the chosen slot and the note, so the customer can confirm again', async () => {
    const { user } = await setup();
    await chooseSlot(user);
    await user.type(screen.getByRole('textbox', { name: /Assunto/ }), 'Google');
    answer(504, { error: 'timeout', message: 'Erro na conexão, tente novamente mais tarde.' });
    await user.click(confirm());
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro na conexão' });
    await user.click(within(dialog).getByRole('button', { name: 'ACEITAR' }));
    expect(screen.getByRole('radio', { name: '10:00' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Assunto/ })).toHaveValue('Google');
    const booked = answerLater(200, BOOKED);
    answer(200, { ...AVAILABILITY, booked: BOOKED });
    await user.click(confirm());
    await booked();
    expect(await screen.findByRole('dialog', { name: 'Agendamento recebido!' })).toBeInTheDocument();
  });

  it('a customer who already has an upcoming session of the service is sent to Meus Agendamentos', async () => {
    await setup({ ...AVAILABILITY, booked: BOOKED });
    expect(await screen.findByText('Para mudar o horário ou cancelar, acesse Meus Agendamentos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar agendamento' })).not.toBeInTheDocument();
  });

  it('slots the page could not read: the connection error, then a retry that reads them', async () => {
    const { user } = await setup({ kind: 'failed', problem: 'connection', message: 'Erro na conexão, tente novamente mais tarde.' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Erro na conexão' });
    await user.click(within(dialog).getByRole('button', { name: 'ACEITAR' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar os horários disponíveis.');
    const availability = answerLater(200, AVAILABILITY);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await availability();
    expect(await day('4 de março de 2026')).toBeEnabled();
    expect(requests()).toEqual([['GET', '/api/appointments/availability?service=marketing', undefined]]);
  });

  it('a session the insurer no longer accepts: the way to log in again', async () => {
    await setup({ kind: 'failed', problem: 'expired', message: 'Sua sessão expirou.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Sua sessão expirou');
    expect(screen.getByRole('link', { name: 'ACESSAR MINHA CONTA' })).toHaveAttribute('href', '/?login=1');
  });
});

