import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl, messages } from '@/testing/render';
import { emptyCv } from '@/lib/validation/cv';
import { JsonActions, type JsonTexts } from './JsonActions';

// The network went down after the page loaded: the download's code, fetched on use, cannot come.
jest.mock('./jsonDownload', () => {
  throw new Error('offline');
});

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('JSON actions whose code cannot come', () => {
  it("'Baixar em JSON' says 'Erro na conexão' instead of doing nothing", async () => {
    const user = userEvent.setup();
    renderWithIntl(<JsonActions texts={messages.Cv.json as JsonTexts} read={() => emptyCv('Ana')} onImport={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Baixar em JSON' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Erro na conexão')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
