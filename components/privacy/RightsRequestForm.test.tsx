import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import type { ApiError } from '@/lib/bff/protocol';
import type { RightsRequestResult } from '@/lib/privacy/contract';
import { RightsRequestForm } from './RightsRequestForm';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

/** jsdom has no Response: the fields requestJson reads are enough. */
function answer(status: number, body: RightsRequestResult | ApiError, requestId?: string) {
  const headers = new Headers(requestId ? { 'X-Request-Id': requestId } : {});
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, headers, json: async () => body } as Response);
}

const sentBodies = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, string>);

function setup() {
  const user = userEvent.setup();
  renderWithIntl(<RightsRequestForm />);
  return {
    user,
    details: screen.getByRole('textbox', { name: 'Descreva o seu pedido' }),
    send: screen.getByRole('button', { name: 'Enviar solicitação' }),
  };
}

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('RightsRequestForm', () => {
  it('offers the five rights of art. 18 as one radio group', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Qual direito você quer exercer?' });
    expect(within(group).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Correção de dados',
      'Anonimização ou eliminação',
      'Informação sobre compartilhamento',
      'Portabilidade dos dados',
      'Revogação do consentimento',
    ]);
  });

  it('says what is missing, in pt-BR, and sends nothing', async () => {
    const { user, send } = setup();
    await user.click(send);
    expect(await screen.findByText('Escolha o direito que você quer exercer')).toBeInTheDocument();
    expect(screen.getByText('Você deve preencher o campo')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the right and the details, and shows the protocol and the 15 days', async () => {
    const { user, details, send } = setup();
    answer(200, { protocol: 'LGPD-2026-000042' });
    await user.click(screen.getByRole('radio', { name: 'Portabilidade dos dados' }));
    await user.type(details, '  Quero meus dados em CSV. ');
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Solicitação enviada' });
    expect(dialog).toHaveTextContent('Protocolo: LGPD-2026-000042. Você receberá a resposta em até 15 dias no seu e-mail cadastrado.');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/privacy/request');
    expect(sentBodies()).toEqual([{ right: 'portabilidade', details: 'Quero meus dados em CSV.' }]);
  });

  it('keeps what was typed and shows the connection error with its support code when the insurer cannot be reached', async () => {
    const { user, details, send } = setup();
    answer(502, { error: 'upstream', message: 'Erro na conexão, tente novamente mais tarde.' }, '0123456789abcdef0123456789abcdef');
    await user.click(screen.getByRole('radio', { name: 'Correção de dados' }));
    await user.type(details, 'Meu celular está errado.');
    await user.click(send);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Código do atendimento');
    expect(details).toHaveValue('Meu celular está errado.');
    expect(screen.getByRole('radio', { name: 'Correção de dados' })).toBeChecked();
  });

  it('is filled and sent with the keyboard alone', async () => {
    const { user, details } = setup();
    answer(200, { protocol: 'LGPD-2026-000043' });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Correção de dados' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Anonimização ou eliminação' })).toBeChecked();
    await user.tab();
    expect(details).toHaveFocus();
    await user.keyboard('Apaguem meus dados de uso.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enviar solicitação' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Solicitação enviada' })).toHaveTextContent('LGPD-2026-000043');
    expect(sentBodies()).toEqual([{ right: 'anonimizacao', details: 'Apaguem meus dados de uso.' }]);
  });
});
