import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { useBffCall } from './useBffCall';

// The network went down before the dialogs' code came: it cannot be loaded.
jest.mock('./BffFeedback', () => {
  throw new Error('offline');
});

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

function Caller() {
  const { call, feedback } = useBffCall();
  return (
    <>
      <button onClick={() => void call('/api/x', {})}>Chamar</button>
      {feedback}
    </>
  );
}

describe('useBffCall without the code of its dialogs', () => {
  it("still says 'Erro na conexão' where the flow draws its feedback, and the notice closes", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderWithIntl(<Caller />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Chamar' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Erro na conexão');
    expect(notice).toHaveTextContent('Tente novamente mais tarde.');
    await user.click(screen.getByRole('button', { name: 'ACEITAR' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
