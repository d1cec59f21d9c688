/** @jest-environment node */
import { renderServer } from '@/testing/server-render';
import { SessionServices } from './SessionServices';

jest.mock('next-intl/server', () => jest.requireActual('@/testing/server-render').serverTranslations());

describe('SessionServices (the service cards under a service page)', () => {
  it('draws one group per ecosystem with a link card per service, the current one marked', async () => {
    const { view } = await renderServer(
      await SessionServices({ ecosystems: [{ name: 'Empregabilidade', services: ['cv', 'salary', 'jobs'] }], current: 'salary', headingLevel: 3 }),
    );
    expect(view.getByRole('heading', { level: 3, name: 'Serviços do perfil Empregabilidade' })).toBeTruthy();
    const links = view.getAllByRole('link');
    expect(links).toHaveLength(3);
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]!.getAttribute('href')).toBe('/auth/comparador-salarial-v2');
    expect(current[0]!.closest('li')!.textContent).toContain('Você está aqui');
    expect(view.getAllByText('Você está aqui')).toHaveLength(1);
  });

  it('says so when the customer has no services', async () => {
    const { view } = await renderServer(await SessionServices({ ecosystems: [] }));
    expect(view.queryByRole('link')).toBeNull();
    expect(view.getByText('Nenhum serviço disponível para o seu perfil no momento.')).toBeTruthy();
  });
});
