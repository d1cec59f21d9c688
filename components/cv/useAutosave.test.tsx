import { act, screen, within } from '@testing-library/react';
import { Profiler, useEffect } from 'react';
import { renderWithIntl } from '@/testing/render';
import type { ApiError } from '@/lib/bff/protocol';
import type { CvSaved } from '@/lib/cv/contract';
import { emptyCv, type CvDocument } from '@/lib/validation/cv';
import { takeBackup } from './backup';
import { SaveStatus } from './SaveStatus';
import { AUTOSAVE_DELAY_MS, useAutosave } from './useAutosave';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const OWNER = 'owner-1';
let current: CvDocument = emptyCv('Ana Souza');

function answer(status: number, body: CvSaved | ApiError) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);
}
const sent = () => fetchMock.mock.calls.map(([path, init]) => ({ path, method: init?.method, body: JSON.parse(String(init?.body)) }));
const elapse = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

/** The hook of the rendered harness, for the test to call `changed()` and `flush()`. */
const hook: { current: ReturnType<typeof useAutosave> | null } = { current: null };
function Harness({ revision = 0 }: { revision?: number }) {
  const autosave = useAutosave({ revision, savedAt: null, read: () => current, owner: OWNER });
  useEffect(() => {
    hook.current = autosave;
  });
  return (
    <SaveStatus
      status={autosave.status}
      fonteInvalid={false}
      onRetry={() => void autosave.flush()}
      onOverwrite={() => void autosave.overwrite()}
      onDiscard={autosave.discard}
      onLogin={() => undefined}
    />
  );
}
const api = () => hook.current!;

const edit = (city: string) =>
  act(() => {
    current = { ...current, personal: { ...current.personal, city } };
    api().changed();
  });

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-02T15:00:00Z') });
  fetchMock.mockReset();
  // Anything not set up by the test: the partner is down.
  fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({ error: 'upstream', message: '' }) } as Response);
  global.fetch = fetchMock;
  sessionStorage.clear();
  current = emptyCv('Ana Souza');
});
afterEach(() => jest.useRealTimers());

describe('useAutosave', () => {
  it('keeps one status while edits come: the builder is not drawn again at each keystroke', async () => {
    // How many times the harness was drawn (as the builder is, with every field of its section).
    let renders = 0;
    renderWithIntl(
      <Profiler id="builder" onRender={() => (renders += 1)}>
        <Harness />
      </Profiler>,
    );
    await edit('R');
    // React may draw once more before it sees the state is the same (its documented bail-out).
    await edit('Re');
    const drawn = renders;
    await edit('Rec');
    await elapse(AUTOSAVE_DELAY_MS / 2);
    await edit('Reci');
    expect(renders).toBe(drawn);
  });

  it('saves once, 1 s after the last change, with the revision it is based on; then the next one', async () => {
    renderWithIntl(<Harness revision={4} />);
    expect(screen.getByText('Ainda não salvo')).toBeInTheDocument();
    await edit('Re');
    await elapse(AUTOSAVE_DELAY_MS - 100);
    await edit('Recife');
    expect(screen.getByText('Alterações ainda não salvas')).toBeInTheDocument();
    await elapse(AUTOSAVE_DELAY_MS - 100);
    expect(fetchMock).not.toHaveBeenCalled();
    answer(200, { revision: 5, updatedAt: '2026-03-02T15:00:02.000Z' });
    await elapse(100);
    expect(sent()).toEqual([{ path: '/api/cv', method: 'PUT', body: { revision: 4, force: false, cv: expect.objectContaining({ personal: expect.objectContaining({ city: 'Recife' }) }) } }]);
    expect(screen.getByRole('status')).toHaveTextContent('Salvo às 12:00');
    await edit('Olinda');
    answer(200, { revision: 6, updatedAt: '2026-03-02T15:01:00.000Z' });
    await elapse(AUTOSAVE_DELAY_MS);
    expect(sent()[1]!.body.revision).toBe(5);
    expect(screen.getByRole('status')).toHaveTextContent('Salvo às 12:01');
  });

  it('a failed save keeps the copy in the tab and retries, waiting longer each time, until it gets through', async () => {
    renderWithIntl(<Harness />);
    await edit('Natal');
    answer(502, { error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
    await elapse(AUTOSAVE_DELAY_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Não foi possível salvar. O que você digitou continua aqui; tentaremos de novo em 2 s.');
    expect(takeBackup(OWNER)).toEqual({ revision: 0, cv: expect.objectContaining({ personal: expect.objectContaining({ city: 'Natal' }) }) });
    answer(504, { error: 'timeout', message: '' });
    await elapse(2000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('tentaremos de novo em 4 s');
    // Typing meanwhile does not hurry the retry; the retry takes the new text.
    await edit('Natal/RN');
    await elapse(AUTOSAVE_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    answer(200, { revision: 1, updatedAt: '2026-03-02T15:00:08.000Z' });
    await elapse(3000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sent()[2]!.body.cv.personal.city).toBe('Natal/RN');
    expect(screen.getByRole('status')).toHaveTextContent('Salvo às 12:00');
    expect(takeBackup(OWNER)).toBeNull();
  });

  it("'Tentar agora' retries at once", async () => {
    renderWithIntl(<Harness />);
    await edit('Belém');
    answer(502, { error: 'upstream', message: '' });
    await elapse(AUTOSAVE_DELAY_MS);
    answer(200, { revision: 1, updatedAt: '2026-03-02T15:00:01.000Z' });
    await act(async () => screen.getByRole('button', { name: 'Tentar agora' }).click());
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent('Salvo às 12:00');
  });

  it('an ended session stops saving and asks for the login; the changes wait in the tab', async () => {
    renderWithIntl(<Harness />);
    await edit('Manaus');
    answer(401, { error: 'unauthorized', message: 'Sua sessão expirou. Acesse sua conta novamente.' });
    await elapse(AUTOSAVE_DELAY_MS);
    expect(screen.getByRole('alertdialog', { name: 'Sessão expirada' })).toBeInTheDocument();
    expect(takeBackup(OWNER)?.cv.personal.city).toBe('Manaus');
    await edit('Manaus/AM');
    await elapse(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a newer revision elsewhere asks which one stays; keeping this one overwrites (force)', async () => {
    renderWithIntl(<Harness revision={2} />);
    await edit('Fortaleza');
    answer(409, { error: 'business', code: '102', message: 'Seu currículo foi alterado em outra janela ou dispositivo.' });
    await elapse(AUTOSAVE_DELAY_MS);
    const dialog = screen.getByRole('alertdialog', { name: 'Currículo alterado em outro lugar' });
    answer(200, { revision: 4, updatedAt: '2026-03-02T15:00:05.000Z' });
    await act(async () => within(dialog).getByRole('button', { name: 'Manter esta versão' }).click());
    expect(sent()[1]!.body).toMatchObject({ revision: 2, force: true });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a refusal (422) is shown as it came and not retried by itself', async () => {
    renderWithIntl(<Harness />);
    await edit('X');
    answer(422, { error: 'validation', message: 'Não foi possível processar a solicitação. Verifique os dados e tente novamente.' });
    await elapse(AUTOSAVE_DELAY_MS);
    expect(screen.getByRole('status')).toHaveTextContent('Não foi possível processar a solicitação.');
    await elapse(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('leaving the builder for another page of the portal saves what is pending at once, and keeps a copy', async () => {
    const { unmount } = renderWithIntl(<Harness />);
    await edit('Maceió');
    answer(200, { revision: 1, updatedAt: '2026-03-02T15:00:00.000Z' });
    unmount();
    // The copy is kept at once, before the save is answered (then dropped once it is saved).
    expect(takeBackup(OWNER)?.cv.personal.city).toBe('Maceió');
    // No timer runs: what is pending leaves as soon as the draft's schema is in (a microtask here).
    await act(async () => undefined);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent()[0]!.body.cv.personal.city).toBe('Maceió');
  });

  it('flush saves at once (leaving a section, before the PDF)', async () => {
    renderWithIntl(<Harness />);
    await edit('Vitória');
    answer(200, { revision: 1, updatedAt: '2026-03-02T15:00:00.000Z' });
    await act(async () => expect(await api().flush()).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => expect(await api().flush()).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
