import { serviceViewer } from './service-viewer';

describe('serviceViewer (what a service page shows of the session)', () => {
  it('names and, per ecosystem, the services it grants in the registry order; ecosystems without a service are left out', () => {
    const session = {
      names: 'Mariana',
      identification: '52998224725',
      listEcosystem: [
        { name: 'Empregabilidade', services: [{ name: 'consultar', meta: '' }, { name: 'curr', meta: '' }, { name: 'coursera', meta: 'https://x' }] },
        { name: 'Parcelamento', services: [{ name: 'unknown', meta: '' }] },
      ],
    };
    expect(serviceViewer(session)).toEqual({ names: 'Mariana', ecosystems: [{ name: 'Empregabilidade', services: ['courses', 'cv', 'salary'] }] });
  });
});
