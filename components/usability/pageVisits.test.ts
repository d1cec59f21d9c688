import { EARLY_CLICKS_MAX, STASHED_CLICKS_KEY, STASHED_VISITS_KEY, STASHED_VISITS_MAX, type PageVisit } from './pageVisits';

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
    faq.stashForNextPage();
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
    page.stashForNextPage();
    expect(sessionStorage.getItem(STASHED_VISITS_KEY)).toBeNull();
    release();
    page.noteVisit();
    expect(received).toEqual(['/']);
    page.stashForNextPage();
    expect(JSON.parse(sessionStorage.getItem(STASHED_VISITS_KEY) ?? '[]')).toHaveLength(1);
  });

  it(`keeps at most the last ${STASHED_VISITS_MAX}, and ignores a stash that is not a list of visits`, () => {
    for (let index = 0; index < STASHED_VISITS_MAX + 5; index += 1) {
      const page = newDocument(`/pagina-${index}`);
      page.noteVisit();
      page.stashForNextPage();
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
  const trackedButton = () => {
    const button = document.createElement('button');
    button.setAttribute('data-control', 'fale-conosco');
    return button;
  };

  beforeEach(() => localStorage.setItem('agreeCampaign', '1'));
  afterEach(() => localStorage.removeItem('agreeCampaign'));

  it('are kept as their events only when tracked and with consent at that moment, and no longer once the tracker took them', () => {
    const page = newDocument('/');
    const button = trackedButton();
    localStorage.removeItem('agreeCampaign');
    page.noteClick(clickOn(button));
    localStorage.setItem('agreeCampaign', '1');
    page.noteClick(clickOn(document.createElement('button')));
    page.noteClick(clickOn(button));
    // Resolved when made: the element may be gone by the time the tracker comes.
    button.remove();
    const { clicks: taken, earlier, release } = page.takeClicks();
    expect(earlier).toBe(0);
    expect(taken).toEqual([
      { event: expect.objectContaining({ control: 'fale-conosco', posicionX: 12, posicionY: 34, elemento: 'button' }), visit: expect.objectContaining({ pathname: '/' }) },
    ]);
    page.noteClick(clickOn(button));
    release();
    expect(page.takeClicks().clicks).toEqual([]);
  });

  it('a page left before the tracker came hands its clicks to the next page of the tab', () => {
    const home = newDocument('/');
    home.noteVisit();
    home.noteClick(clickOn(trackedButton()));
    home.stashForNextPage();
    const faq = newDocument('/perguntas-frequentes');
    faq.noteClick(clickOn(trackedButton()));
    const { clicks: taken, earlier } = faq.takeClicks();
    expect(earlier).toBe(1);
    expect(taken.map(({ visit }) => visit.pathname)).toEqual(['/', '/perguntas-frequentes']);
    expect(sessionStorage.getItem(STASHED_CLICKS_KEY)).toBeNull();
  });

  it('a withdrawn consent drops them: not stashed when the page is left, not taken by the next tracker', () => {
    const home = newDocument('/');
    home.noteClick(clickOn(trackedButton()));
    localStorage.setItem('agreeCampaign', '0');
    home.stashForNextPage();
    expect(sessionStorage.getItem(STASHED_CLICKS_KEY)).toBeNull();

    localStorage.setItem('agreeCampaign', '1');
    const faq = newDocument('/perguntas-frequentes');
    faq.noteClick(clickOn(trackedButton()));
    faq.stashForNextPage();
    localStorage.setItem('agreeCampaign', '0');
    const next = newDocument('/');
    expect(next.takeClicks()).toMatchObject({ clicks: [], earlier: 0 });
    expect(sessionStorage.getItem(STASHED_CLICKS_KEY)).toBeNull();
  });

  it('a withdrawal drops those noted and those stashed at once, so accepting again does not bring them back', () => {
    const home = newDocument('/');
    home.noteClick(clickOn(trackedButton()));
    home.stashForNextPage();
    const faq = newDocument('/perguntas-frequentes');
    faq.noteClick(clickOn(trackedButton()));
    localStorage.setItem('agreeCampaign', '0');
    faq.dropEarlyClicks();
    localStorage.setItem('agreeCampaign', '1');
    expect(faq.takeClicks()).toMatchObject({ clicks: [], earlier: 0 });
  });

  it('kept in memory when storage refuses them, for the tracker of a page hidden and shown again', () => {
    const page = newDocument('/');
    page.noteVisit();
    page.noteClick(clickOn(trackedButton()));
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    page.stashForNextPage();
    setItem.mockRestore();
    const visits: string[] = [];
    page.takeVisits((visit) => visits.push(visit.pathname));
    expect(visits).toEqual(['/']);
    expect(page.takeClicks().clicks).toHaveLength(1);
  });

  it(`keeps at most the last ${EARLY_CLICKS_MAX}, over several pages`, () => {
    for (let index = 0; index < 3; index += 1) {
      const page = newDocument(`/pagina-${index}`);
      for (let click = 0; click < 20; click += 1) page.noteClick(clickOn(trackedButton()));
      page.stashForNextPage();
    }
    const stashed = JSON.parse(sessionStorage.getItem(STASHED_CLICKS_KEY) ?? '[]') as { visit: PageVisit }[];
    expect(stashed).toHaveLength(EARLY_CLICKS_MAX);
    expect(stashed[0]?.visit.pathname).toBe('/pagina-0');
    expect(stashed.at(-1)?.visit.pathname).toBe('/pagina-2');
  });

  it('rebuilds stashed clicks field by field: anything missing, of another type or out of range is ignored, unknown fields dropped', () => {
    const visit = { pathname: '/ok', url: 'http://localhost/ok', at: 1, width: 1280 };
    const event = { control: 'x', extra: '', identificador: '', elemento: 'button', posicionX: 1, posicionY: 2, anchoVentana: 1280, altoVentana: 720 };
    sessionStorage.setItem(
      STASHED_CLICKS_KEY,
      JSON.stringify([
        null,
        { visit },
        { event: { control: 'x', posicionX: 1, posicionY: 2 }, visit },
        { event: { ...event, pagina: 5 }, visit },
        { event: { ...event, posicionX: -1 }, visit },
        { event: { ...event, anchoVentana: 'a' }, visit },
        { event: { ...event, altoVentana: 1e9 }, visit },
        { event, visit: { ...visit, at: 'now' } },
        { event: { ...event, device: 'x', resultado: 'Exitoso' }, visit: { ...visit, extra: 1 } },
      ]),
    );
    const { clicks: taken, earlier } = newDocument('/').takeClicks();
    expect(earlier).toBe(1);
    expect(taken).toEqual([{ event: { ...event, pagina: undefined }, visit }]);
  });
});
