import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { supportCodeOf } from '@/lib/ops/support-code';
import { renderWithIntl } from '@/testing/render';
import { useBffCall, type BffCallOptions } from './useBffCall';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const REQUEST_ID = '0b6d2f0e-2c1a-4a8e-9e53-7c3d1f9a2b44';
const CODE = supportCodeOf(REQUEST_ID);

/** jsdom has no Response: the fields requestJson reads, with the handler's X-Request-Id. */
const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce({ ok: status < 300, status, json: async () => body, headers: new Map([['X-Request-Id', REQUEST_ID]]) } as unknown as Response);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

/** Calls once per press; a refusal goes to `refuse`. */
function Caller(options: BffCallOptions) {
  const { call, feedback, refuse } = useBffCall(options);
  const onClick = async () => {
    const result = await call('/api/x', {});
    if (!result.ok && result.status === 400) refuse({ message: result.error.message });
  };
  return (
    <>
      <button onClick={() => void onClick()}>Chamar</button>
      {feedback}
    </>
  );
}

async function press() {
  await userEvent.setup().click(screen.getByRole('button', { name: 'Chamar' }));
}

describe('useBffCall shows the support code of the call that failed', () => {
  it("in 'Erro na conexão'", async () => {
    reply(502, { error: 'upstream', message: '' });
    renderWithIntl(<Caller />);
    await press();
    expect(await screen.findByRole('alertdialog', { name: 'Erro na conexão' })).toHaveTextContent(`Código do atendimento: ${CODE}`);
  });

  it("in 'Sua sessão expirou'", async () => {
    reply(401, { error: 'unauthorized', message: 'Sua sessão expirou.' });
    renderWithIntl(<Caller sessionRequired />);
    await press();
    expect(await screen.findByRole('alertdialog', { name: 'Sessão expirada' })).toHaveTextContent(`Código do atendimento: ${CODE}`);
  });

  it("in the flow's refusal", async () => {
    reply(400, { error: 'business', code: '101', message: 'Você já escolheu seus benefícios.' });
    renderWithIntl(<Caller />);
    await press();
    const dialog = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Você já escolheu seus benefícios.');
    expect(within(dialog).getByText(CODE)).toBeInTheDocument();
  });

  it('none when nothing answered', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithIntl(<Caller />);
    await press();
    expect(await screen.findByRole('alertdialog', { name: 'Erro na conexão' })).not.toHaveTextContent('Código do atendimento');
  });
});

/** A background call (an autosave, the logout): its result is shown by the caller alone. */
function Sender({ sessionRequired = false }: { sessionRequired?: boolean }) {
  const { send, feedback } = useBffCall({ sessionRequired });
  const onClick = async () => {
    const result = await send('/api/x', { a: 1 }, 'PUT');
    document.title = result.ok ? 'ok' : `falhou ${result.status}`;
  };
  return (
    <>
      <button onClick={() => void onClick()}>Chamar</button>
      {feedback}
    </>
  );
}

describe('useBffCall send (a call in the background)', () => {
  it.each([
    [502, { error: 'upstream', message: '' }],
    [401, { error: 'unauthorized', message: 'Sua sessão expirou.' }],
  ])('opens no dialog and no overlay on a %i: the result is the caller’s', async (status, body) => {
    reply(status, body);
    renderWithIntl(<Sender sessionRequired />);
    await press();
    await screen.findByRole('button', { name: 'Chamar' });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', expect.objectContaining({ method: 'PUT', body: JSON.stringify({ a: 1 }) }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe(`falhou ${status}`);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Um momento, por favor....')).not.toBeInTheDocument();
  });
});
