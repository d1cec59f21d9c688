import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { messages, renderWithIntl } from '@/testing/render';
import type { ApiError } from '@/lib/bff/protocol';
import type { RecoveryRequestResult } from '@/lib/auth/contract';
import { PanelProvider } from './PanelProvider';
import { RecoveryFlow } from './RecoveryFlow';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

/** jsdom has no Response: the fields requestJson reads are enough. */
function answer(status: number, body: RecoveryRequestResult | ApiError) {
  fetchMock.mockResolvedValueOnce({ ok: status >= 200 && status < 300, status, json: async () => body } as Response);
}

const flow = (
  <NextIntlClientProvider locale="pt-BR" timeZone="America/Sao_Paulo" messages={messages}>
    <PanelProvider>
      <RecoveryFlow fallbackRedirect="/" />
    </PanelProvider>
  </NextIntlClientProvider>
);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('RecoveryFlow', () => {
  it('hydrates without a mismatch on a reload, then prefills the stored document', async () => {
    // The server has no web storage: its HTML has an empty CPF whatever the browser stored.
    const container = document.createElement('div');
    container.innerHTML = renderToString(flow);
    document.body.appendChild(container);
    expect(container.querySelector('input[name="document"]')).toHaveValue('');
    localStorage.setItem('document', '52998224725');

    const recoverableErrors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, flow, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25'));
    expect(recoverableErrors).toEqual([]);
    container.remove();
  });

  it('"Editar meus dados" goes back with the CPF and the e-mail typed', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <PanelProvider>
        <RecoveryFlow />
      </PanelProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '52998224725');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mariana@exemplo.com.br');
    answer(200, { sent: true });
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.click(await screen.findByRole('button', { name: 'Editar meus dados' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'CPF' })).toHaveValue('529.982.247-25');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('mariana@exemplo.com.br');
    expect(screen.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  });

  it('shows the refusal text the server sends, as it comes', async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <PanelProvider>
        <RecoveryFlow />
      </PanelProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'CPF' }), '52998224725');
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'mariana@exemplo.com.br');
    // The BFF already turned the insurer's 104 into pt-BR (lib/auth/refusals.ts): the client adds no text of its own.
    answer(400, { error: 'business', code: '104', message: 'Texto do servidor para o limite.' });
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Texto do servidor para o limite.')).toBeInTheDocument();
    expect(screen.queryByText(messages.Auth.recoveryLimit)).not.toBeInTheDocument();
  });
});
