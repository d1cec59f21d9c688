import { pageLinksView, pageWindow, type PagerTexts } from './page-links-view';

describe('pageWindow', () => {
  test.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 64, [1, 2, 3, null, 64]],
    [10, 64, [1, null, 8, 9, 10, 11, 12, null, 64]],
    [4, 64, [1, 2, 3, 4, 5, 6, null, 64]],
    [64, 64, [1, null, 62, 63, 64]],
    [5, 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]],
  ])('page %i of %i → %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('pageLinksView', () => {
  const texts: Record<string, string> = { label: 'Páginas de resultados', previous: 'Anterior', next: 'Próxima', page: 'Página', gap: '…' };
  const t = ((key: string) => texts[key]!) as unknown as PagerTexts;
  const href = (page: number) => `/x?pagina=${page}`;

  it('is null when there is one page', () => {
    expect(pageLinksView(t, 1, 1, href)).toBeNull();
    expect(pageLinksView(t, 1, 0, href)).toBeNull();
  });

  it('links the window around the current page, previous and next, with their addresses', () => {
    expect(pageLinksView(t, 10, 64, href)).toEqual({
      label: 'Páginas de resultados',
      pageWord: 'Página',
      gap: '…',
      current: 10,
      pages: [[1, '/x?pagina=1'], null, [8, '/x?pagina=8'], [9, '/x?pagina=9'], [10, '/x?pagina=10'], [11, '/x?pagina=11'], [12, '/x?pagina=12'], null, [64, '/x?pagina=64']],
      previous: ['Anterior', '/x?pagina=9'],
      next: ['Próxima', '/x?pagina=11'],
    });
  });

  it('has no previous on the first page and no next on the last', () => {
    expect(pageLinksView(t, 1, 3, href)).toMatchObject({ previous: null, next: ['Próxima', '/x?pagina=2'] });
    expect(pageLinksView(t, 3, 3, href)).toMatchObject({ previous: ['Anterior', '/x?pagina=2'], next: null });
  });
});
