import { STASHED_VISITS_KEY, STASHED_VISITS_MAX, type PageVisit } from './pageVisits';

type PageVisits = typeof import('./pageVisits');

/** A fresh document: the module's state starts empty, as on a full page load (sessionStorage stays). */
function newDocument(path: string): PageVisits {
  window.history.pushState({}, '', path);
  let fresh: PageVisits | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual<PageVisits>('./pageVisits');
  });
  return fresh!;
}

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers({ now: new Date('2026-11-23T15:04:00Z') });
});
afterEach(() => jest.useRealTimers());

describe('page visits', () => {
  it('the visits noted before the tracker came reach it in order with their own time; later ones at once', () => {
    const page = newDocument('/');
    page.noteVisit();
    jest.advanceTimersByTime(700);
    window.history.pushState({}, '', '/auth/perfil');
    page.noteVisit();
    const received: PageVisit[] = [];
    const { earlier } = page.takeVisits((visit) => received.push(visit));
    expect(earlier).toBe(0);
    expect(received.map(({ pathname, at }) => [pathname, at])).toEqual([
      ['/', Date.parse('2026-11-23T15:04:00Z')],
      ['/auth/perfil', Date.parse('2026-11-23T15:04:00.700Z')],
    ]);
    expect(received[1]).toMatchObject({ url: 'http://localhost/auth/perfil', width: window.innerWidth });
    window.history.pushState({}, '', '/auth/perfil/senha');
    page.noteVisit();
    expect(received.at(-1)?.pathname).toBe('/auth/perfil/senha');
  });

  it('a page left before the tracker came hands its visits to the next page of the tab, sent first', () => {
    const faq = newDocument('/perguntas-frequentes');
    faq.noteVisit();
    faq.stashVisits();
    const home = newDocument('/');
    home.noteVisit();
    const received: string[] = [];
    const { earlier } = home.takeVisits((visit) => received.push(visit.pathname));
    expect(earlier).toBe(1);
    expect(received).toEqual(['/perguntas-frequentes', '/']);
    expect(sessionStorage.getItem(STASHED_VISITS_KEY)).toBeNull();
  });

  it('once the tracker is there, leaving stashes nothing; released, visits are noted again', () => {
    const page = newDocument('/');
    page.noteVisit();
    const received: string[] = [];
    const { release } = page.takeVisits((visit) => received.push(visit.pathname));
    page.stashVisits();
    expect(sessionStorage.getItem(STASHED_VISITS_KEY)).toBeNull();
    release();
    page.noteVisit();
    expect(received).toEqual(['/']);
    page.stashVisits();
    expect(JSON.parse(sessionStorage.getItem(STASHED_VISITS_KEY) ?? '[]')).toHaveLength(1);
  });

  it(`keeps at most the last ${STASHED_VISITS_MAX}, and ignores a stash that is not a list of visits`, () => {
    for (let index = 0; index < STASHED_VISITS_MAX + 5; index += 1) {
      const page = newDocument(`/pagina-${index}`);
      page.noteVisit();
      page.stashVisits();
    }
    const stashed = JSON.parse(sessionStorage.getItem(STASHED_VISITS_KEY) ?? '[]') as PageVisit[];
    expect(stashed).toHaveLength(STASHED_VISITS_MAX);
    expect(stashed.at(-1)?.pathname).toBe(`/pagina-${STASHED_VISITS_MAX + 4}`);

    sessionStorage.setItem(STASHED_VISITS_KEY, '{"not":"a list"');
    const page = newDocument('/');
    page.noteVisit();
    const received: string[] = [];
    expect(page.takeVisits((visit) => received.push(visit.pathname)).earlier).toBe(0);
    expect(received).toEqual(['/']);

    sessionStorage.setItem(STASHED_VISITS_KEY, JSON.stringify([1, null, { pathname: '/x' }, { pathname: '/ok', url: 'http://localhost/ok', at: 1, width: 1280 }]));
    const next = newDocument('/');
    const kept: string[] = [];
    expect(next.takeVisits((visit) => kept.push(visit.pathname)).earlier).toBe(1);
    expect(kept).toEqual(['/ok']);
  });
});

describe('clicks before the tracker came', () => {
  const clickOn = (target: Element) => {
    const event = new MouseEvent('click', { clientX: 12, clientY: 34, bubbles: true });
    Object.defineProperty(event, 'target', { value: target });
    return event;
  };

  it('are kept only with consent at that moment, and no longer once the tracker took them', () => {
    const page = newDocument('/');
    const button = document.createElement('button');
    localStorage.removeItem('agreeCampaign');
    page.noteClick(clickOn(button));
    localStorage.setItem('agreeCampaign', '1');
    page.noteClick(clickOn(button));
    const { clicks: taken, release } = page.takeClicks();
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({ target: button, clientX: 12, clientY: 34, visit: { pathname: '/' } });
    page.noteClick(clickOn(button));
    release();
    expect(page.takeClicks().clicks).toEqual([]);
    localStorage.removeItem('agreeCampaign');
  });
});
