import { render, screen } from '@testing-library/react';
import { renderWithIntl } from '@/testing/render';
import { supportCodeOf } from '@/lib/ops/support-code';
import RouteError from './error';
import GlobalError from './global-error';

/** A server render's error as the browser gets it in production: a generic message and its digest. */
const serverError = (digest?: string) => Object.assign(new Error('An error occurred in the Server Components render.'), digest ? { digest } : {});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the error pages', () => {
  it('app/error.tsx shows the support code of the error’s digest (the page.error log line’s), once its code has loaded; none for a browser error', async () => {
    const { unmount } = renderWithIntl(<RouteError error={serverError('2918734560')} reset={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(supportCodeOf('2918734560'))).toBeInTheDocument();
    expect(screen.getByText(supportCodeOf('2918734560')).closest('p')).toHaveTextContent(`Código do atendimento: ${supportCodeOf('2918734560')}`);
    unmount();
    renderWithIntl(<RouteError error={serverError()} reset={jest.fn()} />);
    expect(screen.queryByText(/Código do atendimento/)).not.toBeInTheDocument();
  });

  it('app/global-error.tsx shows it too, once its texts have loaded', async () => {
    render(<GlobalError error={serverError('2918734560')} reset={jest.fn()} />, { container: document.documentElement });
    const code = await screen.findByText(supportCodeOf('2918734560'));
    expect(code.closest('p')).toHaveTextContent(`Código do atendimento: ${supportCodeOf('2918734560')}`);
  });
});
