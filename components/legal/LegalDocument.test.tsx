import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { PRIVACY_POLICY, TERMS } from '@/sandbox/content/legal';
import { LegalDocument } from './LegalDocument';
import { MarkdownView, safeUrl } from './MarkdownView';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

/** jsdom has no Response: the fields LegalDocument reads are enough. */
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('safeUrl (SPEC §5)', () => {
  it.each(['/perguntas-frequentes', 'termos#cookies', '?a=b:c', 'http://exemplo.com.br', 'https://exemplo.com.br/a:b', 'irc://irc.exemplo.com', 'ircs://irc.exemplo.com', 'mailto:privacidade@exemplo.com.br', 'xmpp:atendimento@exemplo.com.br'])(
    'keeps %p',
    (url) => expect(safeUrl(url)).toBe(url),
  );

  it.each(["javascript:alert('x')", 'JavaScript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 'vbscript:msgbox', 'ftp://exemplo.com.br/arquivo', 'file:///etc/passwd'])(
    'removes %p',
    (url) => expect(safeUrl(url)).toBeUndefined(),
  );
});

describe('MarkdownView', () => {
  it('renders the sandbox terms without the javascript: link or the <script>', () => {
    const { container } = renderWithIntl(<MarkdownView title={TERMS.title} content={TERMS.content} />);
    expect(screen.getByRole('article', { name: TERMS.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Termos e Condições de Uso' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: '4. Regras de uso' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).not.toContain("alert('termos')");
    // The javascript: link loses its address and shows as plain text.
    expect(container.querySelector('[href*="javascript:" i], [src*="javascript:" i]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Perguntas frequentes' })).toHaveAttribute('href', '/perguntas-frequentes');
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^(\/|https?:|mailto:)/);
    expect(screen.queryByRole('link', { name: /Ative todos os benefícios/ })).toBeNull();
    expect(screen.getByText(/Ative todos os benefícios com um clique/)).toBeInTheDocument();
  });

  it('keeps safe addresses and drops unsafe ones from links and images', () => {
    const content = [
      '[perigo](javascript:alert(1)) [dados](data:text/html,oi) [site](https://exemplo.com.br) [mail](mailto:a@exemplo.com.br)',
      '![imagem](javascript:alert(2)) ![logo](/logo.png)',
      '<img src="x" onerror="alert(3)"> <a href="javascript:alert(4)">html</a>',
    ].join('\n\n');
    const { container } = renderWithIntl(<MarkdownView title="t" content={content} />);
    expect(screen.getByText('perigo').closest('a')).toBeNull();
    expect(screen.getByText('dados').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', 'https://exemplo.com.br');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:a@exemplo.com.br');
    expect(screen.getByAltText('imagem')).not.toHaveAttribute('src');
    expect(screen.getByAltText('logo')).toHaveAttribute('src', '/logo.png');
    expect(container.querySelectorAll('img')).toHaveLength(2);
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/javascript:|alert\([34]\)/i);
  });
});

describe('LegalDocument', () => {
  it('shows the skeleton, then the text from GET /api/legal/{key}', async () => {
    answer(200, PRIVACY_POLICY);
    renderWithIntl(<LegalDocument docKey="PolicyPrivacy" />);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando o conteúdo...');
    expect(await screen.findByRole('article', { name: 'Política de Privacidade' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacidade@exemplo.com.br' })).toHaveAttribute('href', 'mailto:privacidade@exemplo.com.br');
    expect(fetchMock).toHaveBeenCalledWith('/api/legal/PolicyPrivacy', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('on a failure says so in Portuguese and retries on request', async () => {
    answer(502, { error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    answer(200, TERMS);
    const user = userEvent.setup();
    renderWithIntl(<LegalDocument docKey="tyc" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o documento. Verifique a sua conexão e tente novamente.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('article', { name: TERMS.title })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  });
});
