import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearConsent } from '@/components/consent/consentStore';
import { ConsentManager } from '@/components/consent/ConsentManager';
import { renderWithIntl } from '@/testing/render';
import { CookiePreferences } from './CookiePreferences';

function renderFooterAndBanner() {
  renderWithIntl(
    <>
      <ul>
        <CookiePreferences />
      </ul>
      <ConsentManager tagManagerId={null} />
    </>,
  );
  return userEvent.setup();
}

describe('CookiePreferences', () => {
  beforeEach(() => {
    localStorage.clear();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it.each([
    ['an acceptance', '1'],
    ['a refusal', '0'],
  ])('withdraws %s: forgets agreeCampaign and shows the consent banner again', async (_, stored) => {
    localStorage.setItem('agreeCampaign', stored);
    const user = renderFooterAndBanner();
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preferências de cookies' }));
    expect(localStorage.getItem('agreeCampaign')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Sua privacidade' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rejeitar' }));
    expect(localStorage.getItem('agreeCampaign')).toBe('0');
  });

  it('reloads the page when the tag manager is already running, since it cannot be unloaded', () => {
    localStorage.setItem('agreeCampaign', '1');
    const script = document.createElement('script');
    script.dataset.tagManager = 'GTM-TEST123';
    document.head.appendChild(script);
    const reload = jest.fn();
    clearConsent(reload);
    expect(localStorage.getItem('agreeCampaign')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when nothing was loaded', () => {
    const reload = jest.fn();
    clearConsent(reload);
    expect(reload).not.toHaveBeenCalled();
  });
});
