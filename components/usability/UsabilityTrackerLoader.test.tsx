import { act, render } from '@testing-library/react';
import { STASHED_CLICKS_KEY, STASHED_VISITS_KEY } from './pageVisits';
import { UsabilityTrackerLoader } from './UsabilityTrackerLoader';

jest.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

const stashed = () => (JSON.parse(sessionStorage.getItem(STASHED_VISITS_KEY) ?? '[]') as { pathname: string }[]).map(({ pathname }) => pathname);

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers();
  window.history.pushState({}, '', '/perguntas-frequentes');
});
afterEach(() => jest.useRealTimers());

describe('UsabilityTrackerLoader', () => {
  it('notes the page at once; left before the tracker came, the page keeps its visit for the next page', () => {
    render(<UsabilityTrackerLoader />);
    act(() => jest.advanceTimersByTime(500));
    window.dispatchEvent(new Event('pagehide'));
    expect(stashed()).toEqual(['/perguntas-frequentes']);
  });

  it('a tracked click made with consent before the tracker came is kept for the next page too', () => {
    localStorage.setItem('agreeCampaign', '1');
    render(
      <button type="button" data-control="fale-conosco">
        Fale Conosco
      </button>,
    );
    render(<UsabilityTrackerLoader />);
    act(() => document.querySelector('button')!.click());
    window.dispatchEvent(new Event('pagehide'));
    localStorage.removeItem('agreeCampaign');
    const clicks = JSON.parse(sessionStorage.getItem(STASHED_CLICKS_KEY) ?? '[]') as { event: { control: string }; visit: { pathname: string } }[];
    expect(clicks.map(({ event, visit }) => [event.control, visit.pathname])).toEqual([['fale-conosco', '/perguntas-frequentes']]);
  });
});
