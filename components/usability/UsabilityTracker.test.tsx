import { act, render } from '@testing-library/react';
import { FLUSH_INTERVAL_MS, UsabilityTracker } from './UsabilityTracker';
import { CONSENT_KEY, clearConsent, storeConsent } from '@/components/consent/consentStore';
import { blobText } from '@/testing/blob-text';
import { STASHED_CLICKS_KEY, noteClick, noteVisit } from './pageVisits';

/** A page shown, as UsabilityTrackerLoader notes it on each path change. */
function showPage(path: string) {
  window.history.pushState({}, '', path);
  noteVisit();
}

const sendBeacon = jest.fn<boolean, [string, BodyInit | null | undefined]>();


async function sentEntries(): Promise<Record<string, unknown>[]> {
  const bodies = await Promise.all(sendBeacon.mock.calls.map(([, data]) => blobText(data as Blob)));
  return bodies.flatMap((body) => (JSON.parse(body) as { listData: Record<string, unknown>[] }).listData);
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  showPage('/');
  // Click logging is analytics: it runs only with the visitor's consent (the tests below without it say so).
  localStorage.setItem(CONSENT_KEY, '1');
  sendBeacon.mockReset().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  document.body.innerHTML = '';
});

afterEach(() => {
  setVisibility('visible');
  jest.useRealTimers();
});

describe('UsabilityTracker', () => {
  it('logs each path change and tracked clicks, and sends them when the page is hidden', async () => {
    const { rerender } = render(
      <>
        <UsabilityTracker />
        <button type="button" data-control="fale-conosco">
          Fale Conosco
        </button>
        <button type="button">Outro</button>
      </>,
    );
    document.querySelector<HTMLButtonElement>('[data-control]')!.click();
    document.querySelector<HTMLButtonElement>('button:not([data-control])')!.click();
    act(() => showPage('/perguntas-frequentes'));
    rerender(<UsabilityTracker />);
    expect(sendBeacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(await sentEntries()).toEqual([
      expect.objectContaining({ control: 'pagina', pagina: '/' }),
      expect.objectContaining({ control: 'fale-conosco', elemento: 'button', anchoVentana: window.innerWidth }),
      expect.objectContaining({ control: 'pagina', pagina: '/perguntas-frequentes' }),
    ]);
  });

  it(`sends every ${FLUSH_INTERVAL_MS / 1000} s, and on pagehide`, () => {
    render(
      <>
        <UsabilityTracker />
        <button type="button" data-extra="x" />
      </>,
    );
    act(() => jest.advanceTimersByTime(FLUSH_INTERVAL_MS));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(FLUSH_INTERVAL_MS));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    document.querySelector<HTMLButtonElement>('[data-extra]')!.click();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('without consent: page events only, no clicks; accepting starts the clicks', async () => {
    localStorage.removeItem(CONSENT_KEY);
    render(
      <>
        <UsabilityTracker />
        <button type="button" data-control="fale-conosco" />
      </>,
    );
    const button = document.querySelector<HTMLButtonElement>('[data-control]')!;
    button.click();
    act(() => storeConsent('granted'));
    button.click();
    setVisibility('hidden');
    expect(await sentEntries()).toEqual([
      expect.objectContaining({ control: 'pagina', pagina: '/' }),
      expect.objectContaining({ control: 'fale-conosco', elemento: 'button' }),
    ]);
  });

  it('withdrawing the consent stops the clicks at once and drops those not sent yet', async () => {
    render(
      <>
        <UsabilityTracker />
        <button type="button" data-control="fale-conosco" />
      </>,
    );
    const button = document.querySelector<HTMLButtonElement>('[data-control]')!;
    button.click();
    act(() => clearConsent(() => undefined));
    button.click();
    setVisibility('hidden');
    const entries = await sentEntries();
    expect(entries).toEqual([expect.objectContaining({ control: 'pagina', pagina: '/' })]);
    expect(entries.some((entry) => 'posicionX' in entry)).toBe(false);
  });

  it('logs the tracked clicks made with consent before it came', async () => {
    document.body.innerHTML = '<button type="button" data-control="fale-conosco">Fale Conosco</button>';
    const button = document.querySelector('button')!;
    document.addEventListener('click', noteClick, true);
    button.click();
    document.removeEventListener('click', noteClick, true);
    render(<UsabilityTracker />);
    setVisibility('hidden');
    expect(await sentEntries()).toEqual([
      expect.objectContaining({ control: 'pagina', pagina: '/' }),
      expect.objectContaining({ control: 'fale-conosco', elemento: 'button' }),
    ]);
  });

  it('sends at once the clicks an earlier page of the tab left before its tracker came', async () => {
    const visit = { pathname: '/perguntas-frequentes', url: 'http://localhost/perguntas-frequentes', at: Date.now(), width: 1280 };
    sessionStorage.setItem(STASHED_CLICKS_KEY, JSON.stringify([{ event: { control: 'fale-conosco', extra: '', identificador: '', elemento: 'button', posicionX: 5, posicionY: 6, anchoVentana: 1280, altoVentana: 720 }, visit }]));
    render(<UsabilityTracker />);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(await sentEntries()).toEqual([
      expect.objectContaining({ control: 'pagina', pagina: '/' }),
      expect.objectContaining({ control: 'fale-conosco', pagina: '/perguntas-frequentes', posicionX: 5, url: visit.url }),
    ]);
    expect(sessionStorage.getItem(STASHED_CLICKS_KEY)).toBeNull();
  });
});
