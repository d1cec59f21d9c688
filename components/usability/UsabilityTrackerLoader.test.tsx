import { act, render } from '@testing-library/react';
import { STASHED_VISITS_KEY } from './pageVisits';
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
});
