import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithIntl } from '@/testing/render';
import { ConsentManager } from './ConsentManager';
import { clearConsent } from './consentStore';

const GTM_SRC = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123';
const tagManagerScript = () => document.querySelector<HTMLScriptElement>(`script[src="${GTM_SRC}"]`);

function renderManager(tagManagerId: string | null = 'GTM-TEST123') {
  renderWithIntl(<ConsentManager tagManagerId={tagManagerId} />);
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ConsentManager', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
    document.cookie = 'agreeCampaign=; Path=/; Max-Age=0';
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    delete (window as Window & { dataLayer?: unknown }).dataLayer;
  });
  afterEach(() => jest.useRealTimers());

  it('asks in a labelled region with equally prominent Aceitar and Rejeitar, once the page has loaded', async () => {
    renderManager();
    // The banner comes after the page's load event, and its code is loaded on demand (lazyComponent).
    const region = await screen.findByRole('region', { name: 'Sua privacidade' });
    const accept = screen.getByRole('button', { name: 'Aceitar' });
    const reject = screen.getByRole('button', { name: 'Rejeitar' });
    expect(region).toContainElement(accept);
    expect(accept.className).toBe(reject.className);
  });

  it('loads the tag manager 8 s after Aceitar, and stores agreeCampaign=1', async () => {
    const user = renderManager();
    await advance(60_000);
    expect(tagManagerScript()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(localStorage.getItem('agreeCampaign')).toBe('1');
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).not.toBeInTheDocument();
    await advance(7_999);
    expect(tagManagerScript()).toBeNull();
    await advance(1);
    expect(tagManagerScript()?.async).toBe(true);
    expect((window as Window & { dataLayer?: unknown[] }).dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('never loads it after Rejeitar, and stores agreeCampaign=0', async () => {
    const user = renderManager();
    await user.click(await screen.findByRole('button', { name: 'Rejeitar' }));
    expect(localStorage.getItem('agreeCampaign')).toBe('0');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await advance(60_000);
    expect(tagManagerScript()).toBeNull();
  });

  it("loads nothing when the consent is withdrawn while the tag manager's code is still coming", async () => {
    localStorage.setItem('agreeCampaign', '1');
    renderManager();
    await advance(7_999);
    // The delay ends and the loader's code is being fetched: the visitor withdraws before it comes.
    act(() => {
      jest.advanceTimersByTime(1);
      clearConsent(() => undefined);
    });
    await act(async () => undefined);
    expect(tagManagerScript()).toBeNull();
  });

  it('does not ask again once chosen; an earlier acceptance loads it 8 s after the page load', async () => {
    localStorage.setItem('agreeCampaign', '1');
    renderManager();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    await advance(7_999);
    expect(tagManagerScript()).toBeNull();
    await advance(1);
    expect(tagManagerScript()).not.toBeNull();
  });

  it('pads the page\'s bottom scroll edge by the banner\'s height while it shows, so focus is never hidden under it', async () => {
    const height = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 120 } as DOMRect);
    try {
      const user = renderManager();
      const reject = await screen.findByRole('button', { name: 'Rejeitar' });
      expect(document.documentElement.style.scrollPaddingBottom).toBe('120px');
      await user.click(reject);
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    } finally {
      height.mockRestore();
    }
  });

  it('loads nothing without a container id, even with consent', async () => {
    localStorage.setItem('agreeCampaign', '1');
    renderManager(null);
    await advance(60_000);
    expect(document.querySelector('script[data-tag-manager]')).toBeNull();
  });

  it('keeps the choice in a cookie too (pages rendered per request read it), and a choice in the cookie alone counts', async () => {
    const user = renderManager(null);
    const region = await screen.findByRole('region', { name: 'Sua privacidade' });
    await user.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(region).not.toBeInTheDocument();
    expect(document.cookie).toContain('agreeCampaign=1');

    localStorage.clear();
    act(() => window.dispatchEvent(new StorageEvent('storage')));
    await advance(1000);
    expect(screen.queryByRole('region', { name: 'Sua privacidade' })).not.toBeInTheDocument();

    act(() => clearConsent(jest.fn()));
    expect(document.cookie).not.toContain('agreeCampaign');
    expect(await screen.findByRole('region', { name: 'Sua privacidade' })).toBeVisible();
  });
});
