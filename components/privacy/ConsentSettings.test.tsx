import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_AT_KEY, CONSENT_KEY, storeConsent } from '@/components/consent/consentStore';
import { ConsentManager } from '@/components/consent/ConsentManager';
import { renderWithIntl } from '@/testing/render';
import { ConsentSettings } from './ConsentSettings';

beforeEach(() => {
  localStorage.clear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('ConsentSettings', () => {
  it('shows the banner’s choice with its date (Brazil time), changes it and withdraws it', async () => {
    localStorage.setItem(CONSENT_KEY, '1');
    localStorage.setItem(CONSENT_AT_KEY, '2026-11-20T13:15:00.000Z');
    const user = userEvent.setup();
    renderWithIntl(
      <>
        <ConsentSettings />
        <ConsentManager tagManagerId={null} />
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Você aceitou os cookies de análise em 20/11/2026 às 10:15.');
    expect(screen.queryByRole('button', { name: 'Aceitar cookies de análise' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Recusar cookies de análise' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBe('0');
    expect(screen.getByRole('status')).toHaveTextContent(/^Você recusou os cookies de análise em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\.$/);

    await user.click(screen.getByRole('button', { name: 'Retirar consentimento' }));
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
    expect(localStorage.getItem(CONSENT_AT_KEY)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Você ainda não escolheu. O aviso de cookies vai perguntar novamente.');
    // The same store as the banner: it asks again.
    expect(await screen.findByRole('region', { name: 'Sua privacidade' })).toBeInTheDocument();
  });

  it('follows a choice made in the banner', () => {
    renderWithIntl(<ConsentSettings />);
    expect(screen.getByRole('status')).toHaveTextContent('Você ainda não escolheu.');
    act(() => storeConsent('granted'));
    expect(screen.getByRole('status')).toHaveTextContent(/^Você aceitou os cookies de análise em /);
    expect(localStorage.getItem(CONSENT_AT_KEY)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('reloads the page on a refusal once the tag manager runs (it cannot be unloaded)', () => {
    localStorage.setItem(CONSENT_KEY, '1');
    const script = document.createElement('script');
    script.dataset.tagManager = 'GTM-TEST123';
    document.head.appendChild(script);
    const reload = jest.fn();
    storeConsent('denied', reload);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('0');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
