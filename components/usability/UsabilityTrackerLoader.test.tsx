import { act, render } from '@testing-library/react';
import { clearConsent } from '@/components/consent/consentStore';
import { STASHED_CLICKS_KEY, STASHED_VISITS_KEY } from './pageVisits';
import { UsabilityTrackerLoader } from './UsabilityTrackerLoader';

jest.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

const stashed = () => (JSON.parse(sessionStorage.getItem(STASHED_VISITS_KEY) ?? '[]') as { pathname: string }[]).map(({ pathname }) => pathname);

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
  window.history.pushState({}, '', '/perguntas-frequentes');
});
afterEach(() => {
  jest.useRealTimers();
  localStorage.removeItem('agreeCampaign');
});

/** With consent, a click on a tracked button, then the page is left, all before the tracker comes. */
function clickWithConsentThenLeave() {
  localStorage.setItem('agreeCampaign', '1');
  render(
    <>
      <UsabilityTrackerLoader />
      <button type="button" data-control="fale-conosco">
        Fale Conosco
      </button>
    </>,
  );
  act(() => document.querySelector('button')!.click());
  window.dispatchEvent(new Event('pagehide'));
}

describe('UsabilityTrackerLoader', () => {
  it('notes the page at once; left before the tracker came, the page keeps its visit for the next page', () => {
    render(<UsabilityTrackerLoader />);
    act(() => jest.advanceTimersByTime(500));
    window.dispatchEvent(new Event('pagehide'));
    expect(stashed()).toEqual(['/perguntas-frequentes']);
  });

  it('a tracked click made with consent before the tracker came is kept for the next page too', () => {
    clickWithConsentThenLeave();
    const clicks = JSON.parse(sessionStorage.getItem(STASHED_CLICKS_KEY) ?? '[]') as { event: { control: string }; visit: { pathname: string } }[];
    expect(clicks.map(({ event, visit }) => [event.control, visit.pathname])).toEqual([['fale-conosco', '/perguntas-frequentes']]);
  });

  it('a withdrawal before the tracker came drops the clicks stashed so far', () => {
    clickWithConsentThenLeave();
    expect(sessionStorage.getItem(STASHED_CLICKS_KEY)).not.toBeNull();
    act(() => clearConsent(() => undefined));
    expect(sessionStorage.getItem(STASHED_CLICKS_KEY)).toBeNull();
  });
});
